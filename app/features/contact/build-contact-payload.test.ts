import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from '#contract/schemas/contact.ts';
import {
  buildContactPayload,
  contactFieldErrors,
  contactFormStateFromFormData,
  EMPTY_CONTACT_FORM,
} from './build-contact-payload.ts';

const filled = {
  ...EMPTY_CONTACT_FORM,
  firstName: 'Aïssatou',
  lastName: 'Diallo',
  email: 'aissatou@example.com',
  message: 'Nous voulons un site vitrine.',
};

describe('buildContactPayload', () => {
  it('joins first and last name, uses the general subject and email contact when no service is chosen', () => {
    expect(buildContactPayload(filled)).toEqual({
      name: 'Aïssatou Diallo',
      email: 'aissatou@example.com',
      subject: 'General Inquiry',
      message: 'Nous voulons un site vitrine.',
      preferred_contact_method: 'email',
    });
  });

  it('uses the chosen service name as subject and sets service_type to other', () => {
    const payload = buildContactPayload({ ...filled, service: 'Développement Web' });
    expect(payload.subject).toBe('Développement Web');
    expect(payload.service_type).toBe('other');
  });

  it('omits service_type, phone and company when they are empty or blank', () => {
    const payload = buildContactPayload({ ...filled, phone: '   ', company: '' });
    expect(payload).not.toHaveProperty('service_type');
    expect(payload).not.toHaveProperty('phone');
    expect(payload).not.toHaveProperty('company');
  });

  it('keeps phone and company when given, trimmed', () => {
    const payload = buildContactPayload({ ...filled, phone: ' +224 620 00 00 00 ', company: ' Weltaare ' });
    expect(payload.phone).toBe('+224 620 00 00 00');
    expect(payload.company).toBe('Weltaare');
  });

  it('trims the joined name when one part is missing or padded', () => {
    expect(buildContactPayload({ ...filled, firstName: '  Moussa ', lastName: '' }).name).toBe('Moussa');
    expect(buildContactPayload({ ...filled, firstName: '', lastName: ' Camara' }).name).toBe('Camara');
  });

  it('never sends the newsletter choice to /api/contact and passes the server schema', () => {
    const payload = buildContactPayload({ ...filled, newsletter: true, service: 'Hébergement', phone: '+224 611' });
    expect(payload).not.toHaveProperty('newsletter');
    expect(contactSubmissionSchema.safeParse(payload).success).toBe(true);
  });
});

describe('contactFormStateFromFormData', () => {
  it('reads every field of a plain form post, the checkbox as a boolean', () => {
    const formData = new FormData();
    formData.set('firstName', 'Moussa');
    formData.set('lastName', 'Camara');
    formData.set('email', 'moussa@example.com');
    formData.set('message', 'Bonjour');
    formData.set('newsletter', 'on');
    expect(contactFormStateFromFormData(formData)).toEqual({
      ...EMPTY_CONTACT_FORM,
      firstName: 'Moussa',
      lastName: 'Camara',
      email: 'moussa@example.com',
      message: 'Bonjour',
      newsletter: true,
    });
  });

  it('gives an empty form for an empty post', () => {
    expect(contactFormStateFromFormData(new FormData())).toEqual(EMPTY_CONTACT_FORM);
  });
});

describe('contactFieldErrors', () => {
  it('puts each refused field of the API body on the input the visitor filled, first message only', () => {
    expect(
      contactFieldErrors({
        name: ['Le nom est obligatoire'],
        phone: ['Numéro de téléphone invalide', 'Ce champ est trop long'],
        subject: ['Ce champ est trop long'],
        preferred_contact_method: ['Valeur invalide'],
      }),
    ).toEqual({
      firstName: 'Le nom est obligatoire',
      phone: 'Numéro de téléphone invalide',
      service: 'Ce champ est trop long',
    });
  });
});
