import { ImagePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import type { TESTIMONIAL_PHOTO_FIELD } from '#contract/schemas/testimonial.ts';
import {
  PUBLIC_FORM_CONTROL,
  PublicConsentBox,
  PublicFileChooser,
  PublicFormField,
} from '#app/components/ui/public-form-field.tsx';
import { FormThanks } from '#app/components/ui/form-thanks.tsx';
import {
  checkFileSize,
  PublicFormAlert,
  PublicSubmitButton,
  usePublicFormState,
} from '#app/components/ui/public-form.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useSubmitTestimonial } from '../api/submit-testimonial.ts';
import { testimonialFormMessages } from '../messages.ts';
import {
  EMPTY_TESTIMONIAL_FORM,
  TESTIMONIAL_FIELD_ORDER,
  type TestimonialField,
  type TestimonialFieldErrors,
  type TestimonialFormState,
} from '../testimonial-form-state.ts';

/** Outcome of a plain HTML post (no JavaScript), shown in the page the server answers. */
export type TestimonialActionResult = { form: 'testimonial' } & (
  | { result: 'success' }
  | { result: 'failure'; values: TestimonialFormState; errors: TestimonialFieldErrors; message: string }
);

// The schema module carries zod, too heavy for an island: only the part's name is checked against it.
const PHOTO_PART: typeof TESTIMONIAL_PHOTO_FIELD = 'photo';

const inputId = (field: TestimonialField) => `testimonial-${field.replace(/_/g, '-')}`;

const CONTROL = PUBLIC_FORM_CONTROL;

/** A field of the form, its input named after the API's field. */
function Field({ field, ...props }: { field: TestimonialField } & Omit<Parameters<typeof PublicFormField>[0], 'id'>) {
  return <PublicFormField id={inputId(field)} {...props} />;
}

export function TestimonialForm({
  actionResult,
  action,
  labelledBy,
}: {
  actionResult: TestimonialActionResult | undefined;
  /** Where the form posts without JavaScript: the page it sits on (ADR 0070). */
  action: string;
  /** The id of its section's title. */
  labelledBy: string;
}) {
  const t = useT(testimonialFormMessages);
  const { language } = useLanguage();
  const submitTestimonial = useSubmitTestimonial(language);
  const refused = actionResult?.result === 'failure' ? actionResult : null;
  // What the refused plain post held; then the inputs keep what is typed (even before the island ran).
  const [initial, setInitial] = useState<TestimonialFormState>(refused ? refused.values : EMPTY_TESTIMONIAL_FORM);
  const [photoName, setPhotoName] = useState<string | null>(null);
  const { errors, setErrors, alert, sent, start, clear, outcome } = usePublicFormState({
    order: TESTIMONIAL_FIELD_ORDER,
    inputId,
    texts: { offline: t('result.offline'), refused: t('result.error') },
    restored: refused,
    sentAlready: actionResult?.result === 'success',
    onStart: () => {
      setInitial(EMPTY_TESTIMONIAL_FORM);
      setPhotoName(null);
    },
  });
  // The photo goes by multipart from the island: a plain HTML post carries the texts only.
  const hydrated = useHydrated();
  // Only a page answered without JavaScript focuses a refused input as it loads.
  const [focusOnLoad] = useState(() =>
    refused ? TESTIMONIAL_FIELD_ORDER.find((name) => refused.errors[name]) : undefined,
  );
  const sending = submitTestimonial.isPending;
  const field = (name: TestimonialField) => ({ field: name, error: errors[name], focused: focusOnLoad === name });

  /** Refuses a photo over the limit before a slow network carries it. */
  const checkPhoto = (input: HTMLInputElement) =>
    checkFileSize(input, {
      field: 'photo',
      maxBytes: REQUEST_LIMITS.imageUploadBytes,
      tooLarge: t('form.photo_too_large'),
      setName: setPhotoName,
      setErrors,
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear(['photo']);
    submitTestimonial.mutate(new FormData(event.currentTarget), outcome);
  };

  if (sent) return <FormThanks t={t} onAgain={start} />;

  return (
    <form method="post" action={action} onSubmit={onSubmit} aria-labelledby={labelledBy} className="space-y-5">
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
            <PublicFileChooser
              control={control}
              name={PHOTO_PART}
              accept="image/jpeg,image/png,image/webp,image/avif"
              icon={ImagePlus}
              chooseLabel={t('form.photo_choose')}
              chosenName={photoName}
              noneLabel={t('form.photo_none')}
              onChange={checkPhoto}
            />
          )}
        </Field>
      ) : null}
      <PublicConsentBox
        id={inputId('consent')}
        label={t('form.consent')}
        error={errors.consent}
        focused={focusOnLoad === 'consent'}
        defaultChecked={initial.consent}
      />
      <PublicFormAlert message={alert} />
      <PublicSubmitButton sending={sending} label={sending ? t('form.sending') : t('form.submit')} />
    </form>
  );
}
