import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What a production browser build loads instead of React (ADR 0007). */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
  scheduler: 'preact/compat/scheduler',
};

/**
 * Preact in the browser, React on the server: the page code is the same, the browser downloads a
 * tenth of React's weight. `reactDomClient` is what `react-dom/client` becomes: the back office
 * hydrates a whole document through our adapter (app/lib/preact/react-dom-client.ts); the public
 * pages' islands (ADR 0014) each hydrate their own element, which preact/compat does as it is.
 */
export function preactInTheBrowser(reactDomClient: 'document' | 'islands'): Plugin {
  const targets: Record<string, string> = {
    ...PREACT_FOR_REACT,
    'react-dom/client':
      reactDomClient === 'document'
        ? fileURLToPath(new URL('../../app/lib/preact/react-dom-client.ts', import.meta.url))
        : 'preact/compat/client',
  };
  return {
    name: 'weltaare:preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = targets[source];
      if (target === undefined || options.ssr || this.environment.config.consumer !== 'client') return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
