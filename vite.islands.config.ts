import { defineConfig } from 'vite';
import { preactInTheBrowser } from './scripts/vite/preact-in-the-browser.ts';
import { staticIcons } from './scripts/vite/static-icons.ts';
import { ISLANDS_MANIFEST } from './server/http/island-script.ts';

/**
 * The public pages' JavaScript (ADR 0014): one small runtime that finds the islands of a page and
 * hydrates each from its own chunk. Built after `react-router build`, into the same client folder.
 */
export default defineConfig({
  plugins: [preactInTheBrowser('islands'), staticIcons()],
  publicDir: false,
  build: {
    outDir: `${process.env.BUILD_DIR ?? 'build'}/client`,
    emptyOutDir: false,
    manifest: ISLANDS_MANIFEST,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { islands: 'app/islands/runtime.ts', 'islands-boot': 'app/islands/boot.ts' },
      // Libraries' "use client" lines mean nothing here: every island runs in the browser.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
      },
    },
  },
});
