import { defineIsland } from '#app/islands/define-island.tsx';
import { HelpCentre } from './help-centre.tsx';

/**
 * The search filters as the visitor types. Its script runs at the first touch, focus or key on the
 * help (a visitor who only reads pays nothing); without JavaScript the search is a GET form.
 */
export default defineIsland('help-centre', HelpCentre, 'interaction');
