import { defineIsland } from '#app/islands/define-island.tsx';
import { SiteSearch } from './site-search.tsx';

/**
 * The results follow the typing. Its script runs at the visitor's first touch, focus or key on the
 * form (a visitor who only reads the results pays nothing); without JavaScript the form is a GET.
 */
export default defineIsland('site-search', SiteSearch, 'interaction');
