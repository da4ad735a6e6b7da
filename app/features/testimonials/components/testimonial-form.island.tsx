import { defineIsland } from '#app/islands/define-island.tsx';
import { TestimonialForm } from './testimonial-form.tsx';

/** The testimonial form: it posts natively (texts only) until its island runs, then sends the photo too. */
export default defineIsland('testimonial-form', TestimonialForm, 'visible');
