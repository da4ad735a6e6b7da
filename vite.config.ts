import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { preactInTheBrowser } from './scripts/vite/preact-in-the-browser.ts';
import { staticIcons } from './scripts/vite/static-icons.ts';

/**
 * The routed app: every page rendered on the server, the back office hydrated whole. Development
 * keeps React in the browser (and its warnings); CLIENT_RUNTIME=react builds with it too, to compare.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    ...(command === 'build' && process.env.CLIENT_RUNTIME !== 'react' ? [preactInTheBrowser('document')] : []),
    ...(command === 'build' ? [staticIcons()] : []),
    reactRouter(),
  ],
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build, so that the plugin above makes its icons (and only the ones used load).
  ssr: command === 'build' ? { noExternal: ['lucide-react'] } : {},
}));
