import { data } from 'react-router';
import type { PageLoadContext } from '#contract/page-context.ts';
import { readFormData } from '#app/lib/read-form-data.ts';
import {
  buildContactPayload,
  contactFieldErrors,
  contactFormStateFromFormData,
  EMPTY_CONTACT_FORM,
} from './build-contact-payload.ts';
import type { ContactActionResult } from './components/contact-form.tsx';

/** The contact form posted without JavaScript: the same service, schema and rate limit as the API. */
export async function answerContactForm(request: Request, context: Pick<PageLoadContext, 'forms'>) {
  const form = await readFormData(request);
  const values = form ? contactFormStateFromFormData(form) : EMPTY_CONTACT_FORM;
  if (!form)
    return data<ContactActionResult>({ form: 'contact', result: 'failure', values, errors: {} }, { status: 400 });
  const sent = await context.forms.contact(buildContactPayload(values));
  if (!sent.ok) {
    const errors = contactFieldErrors(sent.errors);
    return data<ContactActionResult>({ form: 'contact', result: 'failure', values, errors }, { status: sent.status });
  }
  if (values.newsletter) await context.forms.newsletter({ email: values.email.trim() });
  return data<ContactActionResult>({ form: 'contact', result: 'success' });
}
