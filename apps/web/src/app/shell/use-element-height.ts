import { useCallback, useState } from 'react';

/** The live height of an element (a ref callback and its height), kept current as it resizes. */
export function useElementHeight<T extends HTMLElement>() {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    setHeight(element.offsetHeight);
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}
