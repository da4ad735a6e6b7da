import { firstReasons } from '#app/lib/field-reasons.ts';

/** What the visitor typed in the testimonial form; the field names are the API's. */
export interface TestimonialFormState {
  client_name: string;
  client_email: string;
  client_title: string;
  client_company: string;
  content: string;
  consent: boolean;
}

export type TestimonialField = keyof TestimonialFormState | 'photo';

export const EMPTY_TESTIMONIAL_FORM: TestimonialFormState = {
  client_name: '',
  client_email: '',
  client_title: '',
  client_company: '',
  content: '',
  consent: false,
};

/** The inputs in the order of the form: the first refused one takes the focus. */
export const TESTIMONIAL_FIELD_ORDER: TestimonialField[] = [
  'client_name',
  'client_email',
  'client_title',
  'client_company',
  'content',
  'photo',
  'consent',
];

/** The first error of each field the form shows. */
export type TestimonialFieldErrors = Partial<Record<TestimonialField, string>>;

/** The API's field errors (422, or 413/415 on the photo) placed on the form's inputs. */
export function testimonialFieldErrors(apiErrors: Record<string, string[]>): TestimonialFieldErrors {
  return firstReasons(apiErrors, TESTIMONIAL_FIELD_ORDER);
}

/** The form's text fields as the API reads them (testimonialSubmissionFromFields); an unticked box is left out. */
export function testimonialFields(form: TestimonialFormState): Record<string, string> {
  const { consent, ...texts } = form;
  return consent ? { ...texts, consent: 'true' } : texts;
}

function text(formData: FormData, name: keyof TestimonialFormState): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form state of a plain HTML post (the page without JavaScript). */
export function testimonialFormStateFromFormData(formData: FormData): TestimonialFormState {
  return {
    client_name: text(formData, 'client_name'),
    client_email: text(formData, 'client_email'),
    client_title: text(formData, 'client_title'),
    client_company: text(formData, 'client_company'),
    content: text(formData, 'content'),
    consent: formData.get('consent') !== null,
  };
}
