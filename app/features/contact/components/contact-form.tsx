import { type FormEvent, useEffect, useState } from 'react';
import type { ContactFormState } from '#contract/schemas/contact.ts';
import { PUBLIC_FORM_CONTROL, PublicFormField } from '#app/components/ui/public-form-field.tsx';
import { PublicSubmitButton, showRefusal } from '#app/components/ui/public-form.tsx';
import { useToast } from '#app/lib/use-toast.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import type { ServiceOption } from '../api/get-active-services.ts';
import { subscribeToNewsletter, useSubmitContact } from '../api/submit-contact.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import {
  buildContactPayload,
  type ContactFieldErrors,
  contactFieldErrors,
  EMPTY_CONTACT_FORM,
} from '../build-contact-payload.ts';
import { contactMessages } from '../messages.ts';
import {
  CONTACT_QUEUE_EVENT,
  type ContactQueueChange,
  queueContactMessage,
  queuedContactMessages,
  takeBackRefusedContactMessage,
} from '../offline-queue.ts';

/** Outcome of a plain HTML post (no JavaScript), shown inline instead of a toast; `form` names the form section. */
export type ContactActionResult = { form: 'contact' } & (
  { result: 'success' } | { result: 'failure'; values: ContactFormState; errors: ContactFieldErrors }
);

/** The inputs in the order of the form: the first refused one takes the focus. */
const FIELD_ORDER: (keyof ContactFormState)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'service',
  'message',
];

/** An input's id: the form's prefix (unique on the page) and the field's name (`contact-first-name`). */
const inputIdOf = (prefix: string) => (field: keyof ContactFormState | 'newsletter') =>
  `${prefix}-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Label, input and the server's reason for refusing it. Without JavaScript the first refused
 * input is focused by the page itself (autofocus); with it, by the submit handler.
 */
function Field({
  field,
  inputId,
  ...props
}: {
  field: keyof ContactFormState;
  inputId: (field: keyof ContactFormState) => string;
} & Omit<Parameters<typeof PublicFormField>[0], 'id' | 'hint'>) {
  return <PublicFormField id={inputId(field)} {...props} />;
}

export function ContactForm({
  services,
  actionResult,
  startMessage = '',
  idPrefix,
  labelledBy,
  action,
}: {
  services: ServiceOption[];
  actionResult: ContactActionResult | undefined;
  /** The message the link that opened the page began (an event's registration). */
  startMessage?: string;
  /** Begins each input's id: unique on the page. */
  idPrefix: string;
  /** The id of the title the form sits under. */
  labelledBy: string;
  /** Where it posts without JavaScript: the page it sits on, naming the form (ADR 0070). */
  action: string;
}) {
  const inputId = inputIdOf(idPrefix);
  const t = useT(contactMessages);
  const { language } = useLanguage();
  const toast = useToast();
  const submitContact = useSubmitContact(language);
  const refused = actionResult?.result === 'failure' ? actionResult : null;
  const [form, setForm] = useState<ContactFormState>(
    refused ? refused.values : { ...EMPTY_CONTACT_FORM, message: startMessage },
  );
  const [errors, setErrors] = useState<ContactFieldErrors>(refused ? refused.errors : {});
  // Only a page answered without JavaScript focuses a refused input as it loads.
  const [focusOnLoad] = useState(() => (refused ? FIELD_ORDER.find((name) => refused.errors[name]) : undefined));
  const sending = submitContact.isPending;
  const field = (name: keyof ContactFormState) => ({
    field: name,
    inputId,
    error: errors[name],
    focused: focusOnLoad === name,
  });

  // Messages written without a network wait on this device (offline-queue.ts): how many, and what became of them.
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    const showRefused = () => {
      const refused = takeBackRefusedContactMessage();
      if (!refused) return;
      setForm(refused.form);
      setErrors(refused.refused ?? {});
      toast({ variant: 'destructive', title: t('toast.error_title'), description: t('toast.error_description') });
    };
    const update = (event?: Event) => {
      const change = (event as CustomEvent<ContactQueueChange> | undefined)?.detail;
      if (change?.sent.length) {
        toast({ title: t('toast.success_title'), description: t('toast.success_description') });
      }
      if (change?.refused.length) showRefused();
      setWaiting(queuedContactMessages().filter((message) => !message.refused).length);
    };
    showRefused();
    update();
    window.addEventListener(CONTACT_QUEUE_EVENT, update);
    return () => window.removeEventListener(CONTACT_QUEUE_EVENT, update);
  }, [toast, t]);

  const set = <Key extends keyof ContactFormState>(key: Key, value: ContactFormState[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const keepUntilOnline = (submitted: ContactFormState) => {
    queueContactMessage(submitted, language);
    setForm(EMPTY_CONTACT_FORM);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = form;
    setErrors({});
    if (!navigator.onLine) {
      keepUntilOnline(submitted);
      return;
    }
    submitContact.mutate(buildContactPayload(submitted), {
      onSuccess: () => {
        toast({ title: t('toast.success_title'), description: t('toast.success_description') });
        setForm(EMPTY_CONTACT_FORM);
        // The newsletter sign-up is a bonus: its failure must not undo the sent message.
        if (submitted.newsletter) subscribeToNewsletter(submitted.email.trim(), language).catch(() => undefined);
      },
      onError: (error) => {
        // No answer at all: the network went while sending. Nothing is lost: it waits on this device.
        if (error instanceof ApiError && error.status === null) {
          keepUntilOnline(submitted);
          return;
        }
        toast({ variant: 'destructive', title: t('toast.error_title'), description: t('toast.error_description') });
        setErrors(
          error instanceof ApiError ? showRefusal(contactFieldErrors(error.fieldErrors), FIELD_ORDER, inputId) : {},
        );
      },
    });
  };

  return (
    <form method="post" action={action} onSubmit={onSubmit} aria-labelledby={labelledBy} className="space-y-5">
      <p className="text-sm text-slate-600">{t('form.required_hint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('firstName')} label={t('form.first_name')} required>
          {(control) => (
            <input
              {...control}
              name="firstName"
              type="text"
              required
              autoComplete="given-name"
              value={form.firstName}
              onChange={(event) => set('firstName', event.target.value)}
              className={PUBLIC_FORM_CONTROL}
            />
          )}
        </Field>
        <Field {...field('lastName')} label={t('form.last_name')} required>
          {(control) => (
            <input
              {...control}
              name="lastName"
              type="text"
              required
              autoComplete="family-name"
              value={form.lastName}
              onChange={(event) => set('lastName', event.target.value)}
              className={PUBLIC_FORM_CONTROL}
            />
          )}
        </Field>
        <Field {...field('email')} label={t('form.email')} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={t('form.email_placeholder')}
              value={form.email}
              onChange={(event) => set('email', event.target.value)}
              className={PUBLIC_FORM_CONTROL}
            />
          )}
        </Field>
        <Field {...field('phone')} label={t('form.phone')}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder={t('form.phone_placeholder')}
              value={form.phone}
              onChange={(event) => set('phone', event.target.value)}
              className={PUBLIC_FORM_CONTROL}
            />
          )}
        </Field>
        <Field {...field('company')} label={t('form.company')}>
          {(control) => (
            <input
              {...control}
              name="company"
              type="text"
              autoComplete="organization"
              value={form.company}
              onChange={(event) => set('company', event.target.value)}
              className={PUBLIC_FORM_CONTROL}
            />
          )}
        </Field>
        <Field {...field('service')} label={t('form.service')}>
          {(control) => (
            <select
              {...control}
              name="service"
              value={form.service}
              onChange={(event) => set('service', event.target.value)}
              className={PUBLIC_FORM_CONTROL}
            >
              <option value="">{t('form.service_none')}</option>
              {services.map((service) => (
                <option key={service.id} value={service.name}>
                  {service.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field {...field('message')} label={t('form.message')} required>
        {(control) => (
          <textarea
            {...control}
            name="message"
            required
            rows={6}
            placeholder={t('form.message_placeholder')}
            value={form.message}
            onChange={(event) => set('message', event.target.value)}
            className={PUBLIC_FORM_CONTROL}
          />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={inputId('newsletter')}
          name="newsletter"
          type="checkbox"
          checked={form.newsletter}
          onChange={(event) => set('newsletter', event.target.checked)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={inputId('newsletter')} className="text-slate-700">
          {t('form.newsletter')}
        </label>
      </div>
      {waiting > 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 p-4 font-medium text-amber-900">
          {t('queue.waiting')}
        </p>
      ) : null}
      {actionResult ? (
        <p
          role={actionResult.result === 'success' ? 'status' : 'alert'}
          className={`rounded-lg p-4 font-medium ${actionResult.result === 'success' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
        >
          {actionResult.result === 'success' ? t('result.success') : t('result.error')}
        </p>
      ) : null}
      <PublicSubmitButton sending={sending} label={sending ? t('form.sending') : t('form.submit')} />
    </form>
  );
}
