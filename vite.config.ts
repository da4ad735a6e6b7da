import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** What the production browser build loads instead of React (ADR 0007). */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
  'react-dom/client': fileURLToPath(new URL('app/lib/preact/react-dom-client.ts', import.meta.url)),
  scheduler: 'preact/compat/scheduler',
};

/**
 * Preact in the browser, React on the server: the page code is the same, the home page's
 * JavaScript falls from about 150 KB to about 90 KB gzip. Development keeps React (and its
 * warnings); CLIENT_RUNTIME=react builds the browser side with React too, to compare.
 */
function preactInTheBrowser(): Plugin {
  return {
    name: 'weltaare:preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = PREACT_FOR_REACT[source];
      if (target === undefined || options.ssr || this.environment.config.consumer !== 'client') return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    ...(command === 'build' && process.env.CLIENT_RUNTIME !== 'react' ? [preactInTheBrowser()] : []),
    reactRouter(),
  ],
  build: { assetsInlineLimit: 0 },
}));
