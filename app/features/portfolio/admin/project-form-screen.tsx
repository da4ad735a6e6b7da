import { projectsKind } from '#contract/content-kinds/projects.ts';
import { useNavigate } from 'react-router';
import { Controller, type FieldError } from 'react-hook-form';
import { type AdminService } from '#contract/schemas/service.ts';
import { type AdminProject, PROJECT_CATEGORIES, type ProjectCategory } from '#contract/schemas/project.ts';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { LocalizedRichTextField } from '#app/components/admin/localized-rich-text-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { commaSeparated } from '#app/lib/admin/form-values.ts';
import type { FormText } from '#app/lib/admin/form-values.ts';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { GalleryField } from './gallery-field.tsx';
import { projectAdminMessages } from './messages.ts';

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
    kind: projectsKind,
    // Technologies are typed as one comma-separated text.
    toValues: (project, values) => ({ ...values, technologies: project?.technologies.join(', ') ?? '' }),
    toInput: (values, body) => ({ ...body, technologies: commaSeparated(values.technologies) }),
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
            {(control) => (
              <select {...control} className={inputClass} {...form.register('category')}>
                {PROJECT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`option.category.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="project-client-name" label={t('form.client_name')} error={errors.client_name?.message}>
            {(control) => (
              <input {...control} className={inputClass} maxLength={160} {...form.register('client_name')} />
            )}
          </FormField>
          <FormField id="project-service" label={t('form.service')} error={errors.service_id?.message}>
            {(control) => (
              <select {...control} className={inputClass} {...form.register('service_id')}>
                <option value="">{t('form.no_service')}</option>
                {services.data?.items.map((service) => (
                  <option key={service.id} value={String(service.id)}>
                    {service.name.fr}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="project-completed-on" label={t('form.completed_on')} error={errors.completed_on?.message}>
            {(control) => <input {...control} type="date" className={inputClass} {...form.register('completed_on')} />}
          </FormField>
          <FormField
            id="project-url"
            label={t('form.project_url')}
            hint={t('form.project_url_hint')}
            error={errors.project_url?.message}
          >
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                className={inputClass}
                maxLength={300}
                {...form.register('project_url')}
              />
            )}
          </FormField>
          <FormField
            id="project-technologies"
            label={t('form.technologies')}
            hint={t('form.technologies_hint')}
            error={technologiesError}
          >
            {(control) => <input {...control} className={inputClass} {...form.register('technologies')} />}
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
            {(control) => <input {...control} className={inputClass} {...form.register('slug')} />}
          </FormField>
          <FormField id="project-sort-order" label={t('form.sort_order')} error={errors.sort_order?.message}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                max={10000}
                className={inputClass}
                {...form.register('sort_order', { valueAsNumber: true })}
              />
            )}
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
