import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STATIC_ICON_FACTORY = fileURLToPath(new URL('../../app/lib/static-lucide-icon.ts', import.meta.url));

/**
 * lucide-react's icons, each made by our factory instead of lucide's (app/lib/static-lucide-icon.ts):
 * the same markup, drawn without rebuilding each shape at every render. The server build bundles
 * lucide-react for this (vite.config.ts), which also loads only the icons the site uses.
 */
export function staticIcons(): Plugin {
  return {
    name: 'weltaare:static-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer) return null;
      return /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer) ? STATIC_ICON_FACTORY : null;
    },
  };
}
