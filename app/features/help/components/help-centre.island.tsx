import { defineIsland } from '#app/islands/define-island.tsx';
import { HelpCentre } from './help-centre.tsx';

/** The search filters as the visitor types; without JavaScript it is a GET form. */
export default defineIsland('help-centre', HelpCentre, 'idle');
