import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EMPLOYMENT_TYPES } from '#contract/content-kinds/job-posts.ts';
import { type AdminJobPost, type EmploymentType, type JobPostStatus } from '#contract/schemas/career.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { LocalizedRichTextField } from '#app/components/admin/localized-rich-text-field.tsx';
import { ToggleSwitch } from '#app/components/admin/toggle-switch.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import type { FormText } from '#app/lib/admin/form-values.ts';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { careersAdminMessages } from './messages.ts';

export interface JobPostFormValues {
  slug: string;
  title: FormText;
  summary: FormText;
  body: FormText;
  location: string;
  employment_type: EmploymentType;
  status: JobPostStatus;
  /** YYYY-MM-DD as the date input gives it; empty when open until filled. */
  closes_on: string;
}

const LIST_PATH = '/admin/careers';
const TARGET = { resource: 'careers', publicKeys: ['careers'] };

/** Create or edit a job post: French and English side by side, rich-text description, contract and deadline. */
export function CareerFormScreen({ id }: { id: number | null }) {
  const t = useT(careersAdminMessages);
  const tAdmin = useT(adminMessages);
  const navigate = useNavigate();
  const { form, onSubmit, saving, loading, notFound, loadFailed, item } = useContentForm<
    AdminJobPost,
    JobPostFormValues
  >({
    ...TARGET,
    listPath: LIST_PATH,
    id,
    kind: jobPostsKind,
    // Most posts are in Conakry.
    toValues: (job, values) => (job ? values : { ...values, location: 'Conakry' }),
  });
  const remove = useDeleteItem(TARGET, () => void navigate(LIST_PATH));
  const { errors } = form.formState;

  return (
    <ContentFormLayout
      title={t(id === null ? 'form.new_title' : 'form.edit_title')}
      listPath={LIST_PATH}
      form={form}
      onSubmit={onSubmit}
      saving={saving}
      loading={loading}
      notFound={notFound}
      loadFailed={loadFailed}
      deletion={item ? { itemName: item.title.fr, onConfirm: () => remove.mutate(item.id) } : undefined}
    >
      <FormSection title={t('form.section_content')}>
        <LocalizedField name="title" label={t('form.title')} maxLength={160} />
        <LocalizedField name="summary" label={t('form.summary')} multiline rows={3} maxLength={500} />
        <LocalizedRichTextField name="body" label={t('form.body')} />
      </FormSection>

      <FormSection title={t('form.section_details')}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <ToggleSwitch
              id="job-open"
              label={t('form.open')}
              checked={field.value === 'open'}
              onCheckedChange={(on) => field.onChange(on ? 'open' : 'closed')}
            />
          )}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="job-location" label={t('form.location')} required error={errors.location?.message}>
            {(control) => (
              <input {...control} className={inputClass} maxLength={120} aria-required {...form.register('location')} />
            )}
          </FormField>
          <FormField id="job-employment-type" label={t('form.employment_type')}>
            <select id="job-employment-type" className={inputClass} {...form.register('employment_type')}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`option.employment_type.${type}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="job-closes-on"
            label={t('form.closes_on')}
            hint={t('form.closes_on_hint')}
            error={errors.closes_on?.message}
          >
            {(control) => <input {...control} type="date" className={inputClass} {...form.register('closes_on')} />}
          </FormField>
          <FormField
            id="job-slug"
            label={tAdmin('form.slug')}
            hint={tAdmin('form.slug_hint')}
            error={errors.slug?.message}
          >
            {(control) => <input {...control} className={inputClass} {...form.register('slug')} />}
          </FormField>
        </div>
      </FormSection>
    </ContentFormLayout>
  );
}
