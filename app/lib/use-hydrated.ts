import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/** False on the server and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
