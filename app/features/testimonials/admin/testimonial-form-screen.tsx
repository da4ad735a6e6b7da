import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AdminProject } from '#contract/schemas/project.ts';
import type { AdminService } from '#contract/schemas/service.ts';
import { TESTIMONIAL_STATUSES } from '#contract/content-kinds/testimonials.ts';
import { type AdminTestimonial, type TestimonialStatus } from '#contract/schemas/testimonial.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import type { FormText } from '#app/lib/admin/form-values.ts';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { testimonialAdminMessages } from './messages.ts';

export interface TestimonialFormValues {
  content: FormText;
  client_name: string;
  client_title: FormText;
  client_company: string;
  client_email: string;
  client_photo: string | null;
  /** '' for no rating, else '1' to '5'. */
  rating: string;
  /** '' for none, else the id. */
  service_id: string;
  project_id: string;
  status: TestimonialStatus;
  featured: boolean;
}

const LIST_PATH = '/admin/testimonials';
const TARGET = { resource: 'testimonials', publicKeys: ['testimonials'] };
const RATINGS = [5, 4, 3, 2, 1] as const;
// Enough for every service and project of a small company in one select.
const CHOICES_PER_PAGE = 100;

/** Create or edit a testimonial: the text in both languages, its author, rating, photo, links and state. */
export function TestimonialFormScreen({ id }: { id: number | null }) {
  const t = useT(testimonialAdminMessages);
  const navigate = useNavigate();
  const { form, onSubmit, saving, loading, notFound, loadFailed, item } = useContentForm<
    AdminTestimonial,
    TestimonialFormValues
  >({ ...TARGET, listPath: LIST_PATH, id, kind: testimonialsKind });
  const remove = useDeleteItem(TARGET, () => void navigate(LIST_PATH));
  const services = useAdminList<AdminService>('services', { per_page: CHOICES_PER_PAGE, sort: 'name' });
  const projects = useAdminList<AdminProject>('projects', { per_page: CHOICES_PER_PAGE });
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
      deletion={item ? { itemName: item.client_name, onConfirm: () => remove.mutate(item.id) } : undefined}
    >
      <FormSection title={t('form.section_content')}>
        <LocalizedField name="content" label={t('form.content')} multiline rows={6} maxLength={2000} />
      </FormSection>

      <FormSection title={t('form.section_author')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            id="testimonial-client-name"
            label={t('form.client_name')}
            required
            error={errors.client_name?.message}
          >
            {(control) => (
              <input
                {...control}
                className={inputClass}
                maxLength={120}
                aria-required="true"
                {...form.register('client_name')}
              />
            )}
          </FormField>
          <FormField
            id="testimonial-client-company"
            label={t('form.client_company')}
            error={errors.client_company?.message}
          >
            {(control) => (
              <input {...control} className={inputClass} maxLength={120} {...form.register('client_company')} />
            )}
          </FormField>
        </div>
        <LocalizedField name="client_title" label={t('form.client_title')} required={false} maxLength={120} />
        <FormField id="testimonial-client-email" label={t('form.client_email')} error={errors.client_email?.message}>
          {(control) => (
            <input
              {...control}
              type="email"
              className={inputClass}
              maxLength={254}
              {...form.register('client_email')}
            />
          )}
        </FormField>
        <Controller
          control={form.control}
          name="client_photo"
          render={({ field }) => (
            <ImageUploadField
              label={t('form.client_photo')}
              kind="portrait"
              value={field.value}
              onChange={(base) => field.onChange(base)}
              error={errors.client_photo?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('form.section_details')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="testimonial-rating" label={t('form.rating')} error={errors.rating?.message}>
            {(control) => (
              <select {...control} className={inputClass} {...form.register('rating')}>
                <option value="">{t('form.rating_none')}</option>
                {RATINGS.map((rating) => (
                  <option key={rating} value={String(rating)}>
                    {t('form.rating_option', { rating })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="testimonial-status" label={t('form.status')} error={errors.status?.message}>
            <select id="testimonial-status" className={inputClass} {...form.register('status')}>
              {TESTIMONIAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </FormField>
          <Controller
            control={form.control}
            name="service_id"
            render={({ field }) => (
              // Controlled, so the stored choice shows once the options have loaded.
              <FormField id="testimonial-service" label={t('form.service')} error={errors.service_id?.message}>
                {(control) => (
                  <select
                    {...control}
                    className={inputClass}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  >
                    <option value="">{t('form.none')}</option>
                    {services.data?.items.map((service) => (
                      <option key={service.id} value={String(service.id)}>
                        {service.name.fr}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="project_id"
            render={({ field }) => (
              // Controlled, so the stored choice shows once the options have loaded.
              <FormField id="testimonial-project" label={t('form.project')} error={errors.project_id?.message}>
                {(control) => (
                  <select
                    {...control}
                    className={inputClass}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  >
                    <option value="">{t('form.none')}</option>
                    {projects.data?.items.map((project) => (
                      <option key={project.id} value={String(project.id)}>
                        {project.title.fr}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
          />
        </div>
        <SwitchField control={form.control} name="featured" id="testimonial-featured" label={t('form.featured')} />
      </FormSection>
    </ContentFormLayout>
  );
}
