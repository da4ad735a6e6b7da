import { data } from 'react-router';
import type { PageLoadContext } from '#contract/page-context.ts';
import { testimonialSubmissionFromFields } from '#contract/schemas/testimonial.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { readFormData } from '#app/lib/read-form-data.ts';
import type { TestimonialActionResult } from './components/testimonial-form.tsx';
import { testimonialFormMessages } from './messages.ts';
import {
  EMPTY_TESTIMONIAL_FORM,
  testimonialFieldErrors,
  testimonialFields,
  testimonialFormStateFromFormData,
} from './testimonial-form-state.ts';

/** The testimonial form posted without JavaScript (no photo): the same service, schema and rate limit as the API. */
export async function answerTestimonialForm(request: Request, context: Pick<PageLoadContext, 'forms' | 'language'>) {
  const form = await readFormData(request);
  const values = form ? testimonialFormStateFromFormData(form) : EMPTY_TESTIMONIAL_FORM;
  const refused = (status: number, message: string, errors: Record<string, string[]> = {}) =>
    data<TestimonialActionResult>(
      { form: 'testimonial', result: 'failure', values, errors: testimonialFieldErrors(errors), message },
      { status },
    );
  if (!form) return refused(400, translate(testimonialFormMessages, context.language, 'result.error'));
  const sent = await context.forms.testimonial(testimonialSubmissionFromFields(testimonialFields(values)));
  if (!sent.ok) {
    const message =
      sent.status === 422 ? translate(testimonialFormMessages, context.language, 'result.error') : sent.message;
    return refused(sent.status, message, sent.errors);
  }
  return data<TestimonialActionResult>({ form: 'testimonial', result: 'success' });
}
