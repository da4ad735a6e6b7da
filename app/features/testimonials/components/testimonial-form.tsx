import { CircleCheck, ImagePlus, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import type { TESTIMONIAL_PHOTO_FIELD } from '#contract/schemas/testimonial.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { ApiError } from '#app/lib/api/api-error.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useSubmitTestimonial } from '../api/submit-testimonial.ts';
import { testimonialFormMessages } from '../messages.ts';
import {
  EMPTY_TESTIMONIAL_FORM,
  TESTIMONIAL_FIELD_ORDER,
  type TestimonialField,
  type TestimonialFieldErrors,
  type TestimonialFormState,
  testimonialFieldErrors,
} from '../testimonial-form-state.ts';

/** Outcome of a plain HTML post (no JavaScript), shown in the page the server answers. */
export type TestimonialActionResult =
  | { result: 'success' }
  | { result: 'failure'; values: TestimonialFormState; errors: TestimonialFieldErrors; message: string };

// The schema module carries zod, too heavy for an island: only the part's name is checked against it.
const PHOTO_PART: typeof TESTIMONIAL_PHOTO_FIELD = 'photo';

const inputId = (field: TestimonialField) => `testimonial-${field.replace(/_/g, '-')}`;

const CONTROL =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  autoFocus: boolean | undefined;
}

/** Label, input, a hint and the server's reason for refusing it, all read with the input. */
function Field({
  field,
  label,
  required,
  hint,
  error,
  focused,
  children,
}: {
  field: TestimonialField;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  focused: boolean;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = inputId(field);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        autoFocus: focused || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The thanks that replaces the form once sent: focused, so a screen reader reads it at once. */
function Thanks({ onAgain }: { onAgain: () => void }) {
  const t = useT(testimonialFormMessages);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      className="rounded-xl bg-emerald-50 p-6 text-emerald-900 ring-1 ring-emerald-200 focus:outline-none"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        {t('result.success_title')}
      </p>
      <p className="mt-2">{t('result.success')}</p>
      <button
        type="button"
        onClick={onAgain}
        className="mt-4 font-semibold text-emerald-900 underline underline-offset-4 hover:text-emerald-700"
      >
        {t('result.again')}
      </button>
    </div>
  );
}

export function TestimonialForm({ actionResult }: { actionResult: TestimonialActionResult | undefined }) {
  const t = useT(testimonialFormMessages);
  const { language } = useLanguage();
  const submitTestimonial = useSubmitTestimonial(language);
  const refused = actionResult?.result === 'failure' ? actionResult : null;
  // What the refused plain post held; then the inputs keep what is typed (even before the island ran).
  const [initial, setInitial] = useState<TestimonialFormState>(refused ? refused.values : EMPTY_TESTIMONIAL_FORM);
  const [errors, setErrors] = useState<TestimonialFieldErrors>(refused ? refused.errors : {});
  const [alert, setAlert] = useState<string | null>(refused ? refused.message : null);
  const [sent, setSent] = useState(actionResult?.result === 'success');
  const [photoName, setPhotoName] = useState<string | null>(null);
  // The photo goes by multipart from the island: a plain HTML post carries the texts only.
  const hydrated = useHydrated();
  // Only a page answered without JavaScript focuses a refused input as it loads.
  const [focusOnLoad] = useState(() =>
    refused ? TESTIMONIAL_FIELD_ORDER.find((name) => refused.errors[name]) : undefined,
  );
  const sending = submitTestimonial.isPending;
  const field = (name: TestimonialField) => ({ field: name, error: errors[name], focused: focusOnLoad === name });

  const start = () => {
    setInitial(EMPTY_TESTIMONIAL_FORM);
    setPhotoName(null);
    setErrors({});
    setAlert(null);
    setSent(false);
  };

  /** Refuses a photo over the limit before a slow network carries it. */
  const checkPhoto = (input: HTMLInputElement) => {
    setErrors(({ photo: _previous, ...others }) => others);
    const file = input.files?.[0];
    if (!file || file.size <= REQUEST_LIMITS.imageUploadBytes) {
      setPhotoName(file?.name ?? null);
      return;
    }
    input.value = '';
    setPhotoName(null);
    setErrors((current) => ({ ...current, photo: t('form.photo_too_large') }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors((current) => (current.photo ? { photo: current.photo } : {}));
    setAlert(null);
    submitTestimonial.mutate(new FormData(event.currentTarget), {
      onSuccess: () => {
        start();
        setSent(true);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status === null) {
          setAlert(t('result.offline'));
          return;
        }
        const refusedFields = testimonialFieldErrors(error.fieldErrors);
        setErrors(refusedFields);
        setAlert(error.status === 422 ? t('result.error') : error.message);
        const first = TESTIMONIAL_FIELD_ORDER.find((name) => refusedFields[name]);
        if (first) document.getElementById(inputId(first))?.focus();
      },
    });
  };

  if (sent) return <Thanks onAgain={start} />;

  return (
    <form method="post" onSubmit={onSubmit} aria-labelledby="testimonial-form-title" className="space-y-5">
      <p className="text-sm text-slate-600">{t('form.required_hint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('client_name')} label={t('form.name')} required>
          {(control) => (
            <input
              {...control}
              name="client_name"
              type="text"
              required
              maxLength={120}
              autoComplete="name"
              defaultValue={initial.client_name}
              className={CONTROL}
            />
          )}
        </Field>
        <Field {...field('client_email')} label={t('form.email')} hint={t('form.email_hint')} required>
          {(control) => (
            <input
              {...control}
              name="client_email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={initial.client_email}
              className={CONTROL}
            />
          )}
        </Field>
        <Field {...field('client_title')} label={t('form.title')}>
          {(control) => (
            <input
              {...control}
              name="client_title"
              type="text"
              maxLength={120}
              autoComplete="organization-title"
              placeholder={t('form.title_placeholder')}
              defaultValue={initial.client_title}
              className={CONTROL}
            />
          )}
        </Field>
        <Field {...field('client_company')} label={t('form.company')}>
          {(control) => (
            <input
              {...control}
              name="client_company"
              type="text"
              maxLength={120}
              autoComplete="organization"
              defaultValue={initial.client_company}
              className={CONTROL}
            />
          )}
        </Field>
      </div>
      <Field {...field('content')} label={t('form.content')} hint={t('form.content_hint')} required>
        {(control) => (
          <textarea
            {...control}
            name="content"
            required
            minLength={10}
            maxLength={2000}
            rows={6}
            placeholder={t('form.content_placeholder')}
            defaultValue={initial.content}
            className={CONTROL}
          />
        )}
      </Field>
      {hydrated ? (
        <Field {...field('photo')} label={t('form.photo')} hint={t('form.photo_hint')}>
          {(control) => (
            // The browser's own file button speaks its interface language: ours speaks the page's.
            <div className="relative mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
              <span
                aria-hidden="true"
                className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-50 px-3 py-1.5 font-semibold text-brand-800"
              >
                <ImagePlus className="size-4" />
                {t('form.photo_choose')}
              </span>
              <span aria-hidden="true" className="min-w-0 break-all text-slate-700">
                {photoName ?? t('form.photo_none')}
              </span>
              <input
                {...control}
                name={PHOTO_PART}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                onChange={(event) => checkPhoto(event.currentTarget)}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
            </div>
          )}
        </Field>
      ) : null}
      <div>
        <div className="flex items-start gap-3">
          <input
            id={inputId('consent')}
            name="consent"
            type="checkbox"
            aria-required="true"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${inputId('consent')}-error` : undefined}
            autoFocus={focusOnLoad === 'consent' || undefined}
            defaultChecked={initial.consent}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor={inputId('consent')} className="text-slate-700">
            {t('form.consent')}
            <span aria-hidden="true" className="text-red-700">
              {' *'}
            </span>
          </label>
        </div>
        {errors.consent ? (
          <p id={`${inputId('consent')}-error`} className="mt-1.5 pl-8 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        ) : null}
      </div>
      {alert ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {alert}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto sm:px-6"
      >
        <Send aria-hidden="true" className="size-5" />
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
