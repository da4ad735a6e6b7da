import { defineIsland } from '#app/islands/define-island.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

export default defineIsland('newsletter-form', NewsletterForm, 'idle');
