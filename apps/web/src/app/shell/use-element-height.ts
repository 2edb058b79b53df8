import { useCallback, useState } from 'react';

/**
 * The live height of an element (a ref callback and its height), kept current as it resizes.
 * The height comes from the observer's entry, not from `offsetHeight`: reading that in the
 * callback made Chromium lay out the whole page again at once, grid rows included (~100 ms of a
 * cold /browser load in a CPU profile, docs/performance.md). The observer reports the first size
 * itself.
 */
export function useElementHeight<T extends HTMLElement>() {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0]?.blockSize;
      if (size !== undefined) setHeight(Math.round(size));
    });
    observer.observe(element, { box: 'border-box' });
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}
