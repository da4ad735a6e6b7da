import { CONTACT_PAYLOAD_DEFAULTS } from '#contract/constants.ts';
import type { ContactFormState, ContactSubmission } from '#contract/schemas/contact.ts';

export const EMPTY_CONTACT_FORM: ContactFormState = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
  newsletter: false,
};

/** Spec section 5: the body of POST /api/contact built from what the visitor typed. */
export function buildContactPayload(form: ContactFormState): ContactSubmission {
  const service = form.service.trim();
  const phone = form.phone.trim();
  const company = form.company.trim();
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`.trim(),
    email: form.email.trim(),
    subject: service || CONTACT_PAYLOAD_DEFAULTS.generalSubject,
    message: form.message,
    ...(phone ? { phone } : {}),
    ...(company ? { company } : {}),
    ...(service ? { service_type: CONTACT_PAYLOAD_DEFAULTS.chosenServiceType } : {}),
    preferred_contact_method: CONTACT_PAYLOAD_DEFAULTS.preferredContactMethod,
  };
}

/** The first error of each field, keyed by the form's fields. */
export type ContactFieldErrors = Partial<Record<keyof ContactFormState, string>>;

/** Which input of the form holds each field of the API's body. */
const INPUT_OF_API_FIELD: Record<string, keyof ContactFormState> = {
  name: 'firstName',
  email: 'email',
  phone: 'phone',
  company: 'company',
  subject: 'service',
  service_type: 'service',
  message: 'message',
};

/** The API's field errors (422) placed on the inputs the visitor filled. */
export function contactFieldErrors(apiErrors: Record<string, string[]>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, messages] of Object.entries(apiErrors)) {
    const input = INPUT_OF_API_FIELD[field];
    if (input && messages[0] && !errors[input]) errors[input] = messages[0];
  }
  return errors;
}

function textField(formData: FormData, name: keyof ContactFormState): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form state of a plain HTML post (the page without JavaScript). */
export function contactFormStateFromFormData(formData: FormData): ContactFormState {
  return {
    firstName: textField(formData, 'firstName'),
    lastName: textField(formData, 'lastName'),
    email: textField(formData, 'email'),
    phone: textField(formData, 'phone'),
    company: textField(formData, 'company'),
    service: textField(formData, 'service'),
    message: textField(formData, 'message'),
    newsletter: formData.get('newsletter') !== null,
  };
}
