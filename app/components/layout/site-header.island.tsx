import { defineIsland } from '#app/islands/define-island.tsx';
import { SiteHeader } from './site-header.tsx';

/** The header's menus answer from the start: hydrated as soon as the runtime runs. */
export default defineIsland('site-header', SiteHeader, 'load');
