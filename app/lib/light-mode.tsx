import { createContext, useContext } from 'react';

/**
 * Whether this page is in light mode (contract/light-mode.ts): decided by the server, provided by
 * root.tsx and, for islands, by islands/runtime.ts from the `data-light-mode` of <html>.
 */
export const LightModeContext = createContext(false);

export function useLightMode(): boolean {
  return useContext(LightModeContext);
}
