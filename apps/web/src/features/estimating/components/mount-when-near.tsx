import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts its children once they come within a screen or two of the viewport, and keeps them
 * mounted: a sub-category of 200 condition cards (30 inputs each) first draws only the cards
 * in view, and typing re-renders one card. Until then a box of the estimated height holds the
 * place, so the scroll bar is about right.
 */
export function MountWhenNear(props: {
  estimate: number;
  label: string;
  /** Marks the slot so a new card can be scrolled to before it mounts. */
  slotId?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '1500px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div
      data-testid="condition-slot"
      data-condition-slot={props.slotId}
      ref={shown ? undefined : ref}
    >
      {shown ? (
        props.children
      ) : (
        <div style={{ height: props.estimate }} aria-hidden="true" data-label={props.label} />
      )}
    </div>
  );
}
