import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SERVICE_ICONS } from '#contract/constants.ts';
import { servicesKind } from '#contract/content-kinds/services.ts';
import type { AdminService } from '#contract/schemas/service.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { RepeatableField } from '#app/components/admin/repeatable-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import type { FormText } from '#app/lib/admin/form-values.ts';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { serviceAdminMessages } from './messages.ts';

export interface ServiceFormValues {
  slug: string;
  name: FormText;
  short_description: FormText;
  description: FormText;
  features: FormText[];
  process: { title: FormText; description: FormText }[];
  faqs: { question: FormText; answer: FormText }[];
  icon: string;
  featured_image: string | null;
  active: boolean;
  featured: boolean;
  sort_order: number;
}

const LIST_PATH = '/admin/services';
const BLANK: FormText = { fr: '', en: '' };

/** Create or edit a service: French and English side by side, image, icon, highlights, method and FAQ. */
export function ServiceFormScreen({ id }: { id: number | null }) {
  const t = useT(serviceAdminMessages);
  const tAdmin = useT(adminMessages);
  const navigate = useNavigate();
  const { form, onSubmit, saving, loading, notFound, loadFailed, item } = useContentForm<
    AdminService,
    ServiceFormValues
  >({
    kind: servicesKind,
    publicKeys: ['services'],
    listPath: LIST_PATH,
    id,
  });
  const remove = useDeleteItem({ resource: 'services', publicKeys: ['services'] }, () => void navigate(LIST_PATH));
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
      deletion={item ? { itemName: item.name.fr, onConfirm: () => remove.mutate(item.id) } : undefined}
    >
      <FormSection title={t('form.section_content')}>
        <LocalizedField name="name" label={t('form.name')} maxLength={120} />
        <LocalizedField
          name="short_description"
          label={t('form.short_description')}
          multiline
          rows={3}
          maxLength={300}
        />
        <LocalizedField name="description" label={t('form.description')} multiline rows={8} maxLength={5000} />
      </FormSection>

      <FormSection title={t('form.section_details')}>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField
            id="service-slug"
            label={tAdmin('form.slug')}
            hint={tAdmin('form.slug_hint')}
            error={errors.slug?.message}
          >
            {(control) => <input {...control} className={inputClass} {...form.register('slug')} />}
          </FormField>
          <FormField id="service-icon" label={t('form.icon')}>
            <select id="service-icon" className={inputClass} {...form.register('icon')}>
              {SERVICE_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="service-sort-order" label={t('form.sort_order')} error={errors.sort_order?.message}>
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
          <SwitchField control={form.control} name="active" id="service-active" label={t('form.active')} />
          <SwitchField control={form.control} name="featured" id="service-featured" label={t('form.featured')} />
        </div>
        <Controller
          control={form.control}
          name="featured_image"
          render={({ field }) => (
            <ImageUploadField
              label={t('form.image')}
              kind="cover"
              value={field.value}
              onChange={(base) => field.onChange(base)}
              error={errors.featured_image?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('form.features')}>
        <RepeatableField<ServiceFormValues>
          name="features"
          legend={t('form.features')}
          addLabel={t('form.add_feature')}
          removeLabel={(index) => t('form.remove_item', { name: t('form.feature', { number: index + 1 }) })}
          emptyItem={BLANK}
          max={20}
          renderItem={(index) => (
            <LocalizedField
              name={`features.${index}`}
              label={t('form.feature', { number: index + 1 })}
              maxLength={300}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('form.process')}>
        <RepeatableField<ServiceFormValues>
          name="process"
          legend={t('form.process')}
          addLabel={t('form.add_step')}
          removeLabel={(index) => t('form.remove_item', { name: t('form.step_title', { number: index + 1 }) })}
          emptyItem={{ title: BLANK, description: BLANK }}
          max={10}
          renderItem={(index) => (
            <>
              <LocalizedField name={`process.${index}.title`} label={t('form.step_title', { number: index + 1 })} />
              <LocalizedField
                name={`process.${index}.description`}
                label={t('form.step_description', { number: index + 1 })}
                multiline
                rows={3}
              />
            </>
          )}
        />
      </FormSection>

      <FormSection title={t('form.faqs')}>
        <RepeatableField<ServiceFormValues>
          name="faqs"
          legend={t('form.faqs')}
          addLabel={t('form.add_faq')}
          removeLabel={(index) => t('form.remove_item', { name: t('form.question', { number: index + 1 }) })}
          emptyItem={{ question: BLANK, answer: BLANK }}
          max={20}
          renderItem={(index) => (
            <>
              <LocalizedField name={`faqs.${index}.question`} label={t('form.question', { number: index + 1 })} />
              <LocalizedField
                name={`faqs.${index}.answer`}
                label={t('form.answer', { number: index + 1 })}
                multiline
                rows={3}
              />
            </>
          )}
        />
      </FormSection>
    </ContentFormLayout>
  );
}
