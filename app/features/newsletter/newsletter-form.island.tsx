import { defineIsland } from '#app/islands/define-island.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/** On every page's footer: its script runs only for a visitor who comes to the form. */
export default defineIsland('newsletter-form', NewsletterForm, 'interaction');
