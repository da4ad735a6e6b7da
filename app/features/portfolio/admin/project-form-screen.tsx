import { useNavigate } from 'react-router';
import { Controller, type FieldError } from 'react-hook-form';
import type { LocalizedText } from '#contract/localized.ts';
import { type AdminService } from '#contract/schemas/service.ts';
import {
  type AdminProject,
  PROJECT_CATEGORIES,
  type ProjectCategory,
  projectInputSchema,
} from '#contract/schemas/project.ts';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { describedBy, FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { LocalizedRichTextField } from '#app/components/admin/localized-rich-text-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { GalleryField } from './gallery-field.tsx';
import { projectAdminMessages } from './messages.ts';

interface FormText {
  fr: string;
  en: string;
}

export interface ProjectFormValues {
  slug: string;
  title: FormText;
  summary: FormText;
  body: FormText;
  category: ProjectCategory;
  client_name: string;
  /** The select's value: '' for no service. */
  service_id: string;
  cover_image: string | null;
  gallery: string[];
  /** Comma-separated in the form, a list in the request. */
  technologies: string;
  project_url: string;
  completed_on: string;
  published: boolean;
  featured: boolean;
  sort_order: number;
}

const LIST_PATH = '/admin/portfolio';
const TARGET = { resource: 'projects', publicKeys: ['projects'] };
const BLANK: FormText = { fr: '', en: '' };
const text = (value: LocalizedText): FormText => ({ fr: value.fr, en: value.en ?? '' });

function toValues(project: AdminProject | null): ProjectFormValues {
  if (!project) {
    return {
      slug: '',
      title: BLANK,
      summary: BLANK,
      body: BLANK,
      category: 'web',
      client_name: '',
      service_id: '',
      cover_image: null,
      gallery: [],
      technologies: '',
      project_url: '',
      completed_on: '',
      published: false,
      featured: false,
      sort_order: 0,
    };
  }
  return {
    slug: project.slug,
    title: text(project.title),
    summary: text(project.summary),
    body: text(project.body),
    category: project.category,
    client_name: project.client_name ?? '',
    service_id: project.service_id === null ? '' : String(project.service_id),
    cover_image: project.cover_image,
    gallery: project.gallery,
    technologies: project.technologies.join(', '),
    project_url: project.project_url ?? '',
    completed_on: project.completed_on ?? '',
    published: project.published,
    featured: project.featured,
    sort_order: project.sort_order,
  };
}

function toInput({
  slug,
  client_name,
  service_id,
  technologies,
  project_url,
  completed_on,
  sort_order,
  ...values
}: ProjectFormValues) {
  return {
    ...values,
    slug: slug.trim() || undefined,
    client_name: client_name.trim() || null,
    service_id: service_id ? Number(service_id) : null,
    technologies: technologies
      .split(',')
      .map((technology) => technology.trim())
      .filter(Boolean),
    project_url: project_url.trim() || null,
    completed_on: completed_on || null,
    sort_order: Number(sort_order),
  };
}

/** The message of a field error, or of the first error inside a list field (one technology too long). */
function messageOf(error: FieldError | (FieldError | undefined)[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find(Boolean)?.message;
  return error.message;
}

/** Create or edit a project: texts in French and English, rich description, facts, cover, gallery and publication. */
export function ProjectFormScreen({ id }: { id: number | null }) {
  const t = useT(projectAdminMessages);
  const tAdmin = useT(adminMessages);
  const { form, onSubmit, saving, loading, notFound, loadFailed, item } = useContentForm<
    AdminProject,
    ProjectFormValues
  >({
    ...TARGET,
    listPath: LIST_PATH,
    id,
    schema: projectInputSchema,
    toValues,
    toInput,
  });
  const services = useAdminList<AdminService>('services', { per_page: REQUEST_LIMITS.maxPerPage, sort: 'name' });
  const navigate = useNavigate();
  const remove = useDeleteItem({ resource: 'projects', publicKeys: ['projects'] }, () => void navigate(LIST_PATH));
  const { errors } = form.formState;
  const technologiesError = messageOf(errors.technologies as FieldError | (FieldError | undefined)[] | undefined);

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
      deletion={
        item
          ? {
              itemName: item.title.fr,
              onConfirm: () => {
                // Nothing left to save once the item is gone: leave without the unsaved-changes warning.
                form.reset(form.getValues());
                remove.mutate(item.id);
              },
            }
          : undefined
      }
    >
      <FormSection title={t('form.section_content')}>
        <LocalizedField name="title" label={t('form.title')} maxLength={160} />
        <LocalizedField name="summary" label={t('form.summary')} multiline rows={3} maxLength={400} />
        <LocalizedRichTextField name="body" label={t('form.body')} />
      </FormSection>

      <FormSection title={t('form.section_details')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="project-category" label={t('form.category')} required error={errors.category?.message}>
            <select
              id="project-category"
              className={inputClass}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy('project-category', undefined, errors.category?.message)}
              {...form.register('category')}
            >
              {PROJECT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`category.${category}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="project-client-name" label={t('form.client_name')} error={errors.client_name?.message}>
            <input
              id="project-client-name"
              className={inputClass}
              maxLength={160}
              aria-invalid={errors.client_name ? true : undefined}
              aria-describedby={describedBy('project-client-name', undefined, errors.client_name?.message)}
              {...form.register('client_name')}
            />
          </FormField>
          <FormField id="project-service" label={t('form.service')} error={errors.service_id?.message}>
            <select
              id="project-service"
              className={inputClass}
              aria-invalid={errors.service_id ? true : undefined}
              aria-describedby={describedBy('project-service', undefined, errors.service_id?.message)}
              {...form.register('service_id')}
            >
              <option value="">{t('form.no_service')}</option>
              {services.data?.items.map((service) => (
                <option key={service.id} value={String(service.id)}>
                  {service.name.fr}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="project-completed-on" label={t('form.completed_on')} error={errors.completed_on?.message}>
            <input
              id="project-completed-on"
              type="date"
              className={inputClass}
              aria-invalid={errors.completed_on ? true : undefined}
              aria-describedby={describedBy('project-completed-on', undefined, errors.completed_on?.message)}
              {...form.register('completed_on')}
            />
          </FormField>
          <FormField
            id="project-url"
            label={t('form.project_url')}
            hint={t('form.project_url_hint')}
            error={errors.project_url?.message}
          >
            <input
              id="project-url"
              type="url"
              inputMode="url"
              className={inputClass}
              maxLength={300}
              aria-invalid={errors.project_url ? true : undefined}
              aria-describedby={describedBy('project-url', t('form.project_url_hint'), errors.project_url?.message)}
              {...form.register('project_url')}
            />
          </FormField>
          <FormField
            id="project-technologies"
            label={t('form.technologies')}
            hint={t('form.technologies_hint')}
            error={technologiesError}
          >
            <input
              id="project-technologies"
              className={inputClass}
              aria-invalid={technologiesError ? true : undefined}
              aria-describedby={describedBy('project-technologies', t('form.technologies_hint'), technologiesError)}
              {...form.register('technologies')}
            />
          </FormField>
        </div>
      </FormSection>

      <FormSection title={t('form.section_images')}>
        <Controller
          control={form.control}
          name="cover_image"
          render={({ field }) => (
            <ImageUploadField
              label={t('form.cover_image')}
              kind="cover"
              value={field.value}
              onChange={(base) => field.onChange(base)}
              error={errors.cover_image?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="gallery"
          render={({ field }) => (
            <GalleryField
              value={field.value}
              onChange={field.onChange}
              error={messageOf(errors.gallery as FieldError | (FieldError | undefined)[] | undefined)}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('form.section_publication')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            id="project-slug"
            label={tAdmin('form.slug')}
            hint={tAdmin('form.slug_hint')}
            error={errors.slug?.message}
          >
            <input
              id="project-slug"
              className={inputClass}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={describedBy('project-slug', tAdmin('form.slug_hint'), errors.slug?.message)}
              {...form.register('slug')}
            />
          </FormField>
          <FormField id="project-sort-order" label={t('form.sort_order')} error={errors.sort_order?.message}>
            <input
              id="project-sort-order"
              type="number"
              min={0}
              max={10000}
              className={inputClass}
              aria-invalid={errors.sort_order ? true : undefined}
              aria-describedby={describedBy('project-sort-order', undefined, errors.sort_order?.message)}
              {...form.register('sort_order', { valueAsNumber: true })}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-6">
          <SwitchField control={form.control} name="published" id="project-published" label={t('form.published')} />
          <SwitchField control={form.control} name="featured" id="project-featured" label={t('form.featured')} />
        </div>
      </FormSection>
    </ContentFormLayout>
  );
}
