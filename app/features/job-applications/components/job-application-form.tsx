import { FileUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  PUBLIC_FORM_CONTROL,
  PublicConsentBox,
  PublicFileChooser,
  PublicFormField,
} from '#app/components/ui/public-form-field.tsx';
import { Link } from '#app/components/ui/localized-link.tsx';
import { FormThanks } from '#app/components/ui/form-thanks.tsx';
import {
  checkFileSize,
  PublicFormAlert,
  PublicSubmitButton,
  usePublicFormState,
} from '#app/components/ui/public-form.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useSubmitJobApplication } from '../api/submit-job-application.ts';
import { jobApplicationFormMessages } from '../messages.ts';

// The schema module carries zod, too heavy for an island: its constants are repeated and typed against it.
const CV_PART = 'cv';
const CV_MAX_BYTES = 5 * 1024 * 1024;
const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const FIELDS = ['name', 'email', 'phone', 'message', 'cv', 'consent'] as const;
type Field = (typeof FIELDS)[number];

const inputId = (field: Field) => `application-${field}`;

/** A candidate's application to one job, with their CV (refused here above 5 MB, and by the server by its bytes). */
export function JobApplicationForm({ slug }: { slug: string }) {
  const t = useT(jobApplicationFormMessages);
  const { language } = useLanguage();
  const submit = useSubmitJobApplication(slug, language);
  const hydrated = useHydrated();
  const [cvName, setCvName] = useState<string | null>(null);
  // The inputs are the browser's: a new round of the form empties them.
  const [round, setRound] = useState(0);
  const { errors, setErrors, alert, sent, start, clear, outcome } = usePublicFormState({
    order: FIELDS,
    inputId,
    texts: { offline: t('result.offline'), refused: t('result.error') },
    onStart: () => {
      setCvName(null);
      setRound((current) => current + 1);
    },
  });
  const field = (name: Field) => ({ id: inputId(name), error: errors[name], focused: false });

  /** Refuses a CV over the limit before a slow network carries it. */
  const checkCv = (input: HTMLInputElement) =>
    checkFileSize(input, {
      field: 'cv',
      maxBytes: CV_MAX_BYTES,
      tooLarge: t('form.cv_too_large'),
      setName: setCvName,
      setErrors,
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    submit.mutate(new FormData(event.currentTarget), outcome);
  };

  if (sent) return <FormThanks t={t} onAgain={start} />;

  return (
    <form
      key={round}
      onSubmit={onSubmit}
      aria-labelledby="job-application-title"
      className="space-y-5"
      noValidate={false}
    >
      <p className="text-sm text-slate-600">{t('form.required_hint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PublicFormField {...field('name')} label={t('form.name')} required>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              required
              maxLength={120}
              autoComplete="name"
              className={PUBLIC_FORM_CONTROL}
            />
          )}
        </PublicFormField>
        <PublicFormField {...field('email')} label={t('form.email')} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              className={PUBLIC_FORM_CONTROL}
            />
          )}
        </PublicFormField>
      </div>
      <PublicFormField {...field('phone')} label={t('form.phone')} hint={t('form.phone_hint')}>
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            maxLength={40}
            autoComplete="tel"
            className={PUBLIC_FORM_CONTROL}
          />
        )}
      </PublicFormField>
      <PublicFormField {...field('message')} label={t('form.message')} hint={t('form.message_hint')} required>
        {(control) => (
          <textarea {...control} name="message" required maxLength={5000} rows={6} className={PUBLIC_FORM_CONTROL} />
        )}
      </PublicFormField>
      <PublicFormField {...field('cv')} label={t('form.cv')} hint={t('form.cv_hint')} required>
        {(control) => (
          <PublicFileChooser
            control={control}
            name={CV_PART}
            accept={CV_ACCEPT}
            required
            icon={FileUp}
            chooseLabel={t('form.cv_choose')}
            chosenName={cvName}
            noneLabel={t('form.cv_none')}
            onChange={checkCv}
          />
        )}
      </PublicFormField>
      <PublicConsentBox
        id={inputId('consent')}
        label={
          <>
            {t('form.consent_before')}
            <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
              {t('form.consent_link')}
            </Link>
            {t('form.consent_after')}
          </>
        }
        error={errors.consent}
        focused={false}
      />
      <PublicFormAlert message={alert} />
      <PublicSubmitButton
        sending={submit.isPending}
        // Without JavaScript nothing could carry the CV: the page offers the email address instead.
        disabled={!hydrated}
        label={submit.isPending ? t('form.sending') : t('form.submit')}
      />
    </form>
  );
}
