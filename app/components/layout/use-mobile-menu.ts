import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ANIMATION_MS } from '#contract/constants.ts';

export type MobileMenuState = 'closed' | 'opening' | 'open' | 'closing';

/** Spec section 4: closed -> opening -> open -> closing -> closed, each move lasting the 300 ms animation. */
export function useMobileMenu() {
  const [state, setState] = useState<MobileMenuState>('closed');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const moveTo = useCallback((transient: 'opening' | 'closing', final: 'open' | 'closed') => {
    if (timer.current) clearTimeout(timer.current);
    setState(transient);
    timer.current = setTimeout(() => setState(final), ANIMATION_MS.mobileMenu);
  }, []);

  const open = useCallback(() => moveTo('opening', 'open'), [moveTo]);
  const close = useCallback(() => moveTo('closing', 'closed'), [moveTo]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Page scrolling is locked while the menu is on screen: set and released in the same frame
  // as the menu appears and goes (a passive effect may run a frame or more later).
  const visible = state !== 'closed';
  useLayoutEffect(() => {
    if (!visible) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [visible]);

  return { state, visible, isOpen: state === 'opening' || state === 'open', open, close };
}
