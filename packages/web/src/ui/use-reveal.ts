import { useEffect, useRef } from 'react';

/**
 * Scrolls the element this ref is put on into view whenever `key` changes to something (a panel
 * opened by a tap: on a phone it opens below the list, off-screen; issue 14). 'nearest' moves the
 * page only as far as needed, so a panel already in sight stays where it is.
 */
export function useReveal<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key === null || key === undefined) return;
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [key]);
  return ref;
}
