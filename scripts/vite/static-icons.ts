import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STATIC_ICON_FACTORY = fileURLToPath(new URL('../../app/lib/static-lucide-icon.ts', import.meta.url));
const LUCIDE_ICON_FILE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * lucide-react's icons, each made by our factory instead of lucide's (app/lib/static-lucide-icon.ts):
 * the same markup, drawn without rebuilding each shape at every render (ADR 0031). The server build
 * bundles lucide-react for this (vite.config.ts), which also loads only the icons the site uses.
 */
export function staticIcons(): Plugin {
  let replaced = 0;
  return {
    name: 'weltaare:static-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer || !LUCIDE_ICON_FILE.test(importer)) return null;
      replaced += 1;
      return STATIC_ICON_FACTORY;
    },
    buildEnd() {
      // A lucide-react release that moves its files would otherwise bring back its own factory unnoticed.
      const icons = [...this.getModuleIds()].filter((id) => LUCIDE_ICON_FILE.test(id));
      if (icons.length > 0 && replaced === 0) {
        this.error('lucide-react icons no longer import ../createLucideIcon.mjs: update scripts/vite/static-icons.ts');
      }
    },
  };
}
