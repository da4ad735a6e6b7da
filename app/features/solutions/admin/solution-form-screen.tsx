import { solutionsKind } from '#contract/content-kinds/solutions.ts';
import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import { SERVICE_ICONS } from '#contract/constants.ts';
import type { AdminSolution } from '#contract/schemas/solution.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { LocalizedRichTextField } from '#app/components/admin/localized-rich-text-field.tsx';
import { RepeatableField } from '#app/components/admin/repeatable-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import type { FormText } from '#app/lib/admin/form-values.ts';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { solutionAdminMessages } from './messages.ts';

export interface SolutionFormValues {
  slug: string;
  name: FormText;
  summary: FormText;
  body: FormText;
  features: FormText[];
  icon: string;
  image: string | null;
  active: boolean;
  sort_order: number;
}

const LIST_PATH = '/admin/solutions';
const TARGET = { resource: 'solutions', publicKeys: ['solutions'] };
const BLANK: FormText = { fr: '', en: '' };

/** Create or edit a solution: name, summary and rich description in French and English, inclusions, icon and image. */
export function SolutionFormScreen({ id }: { id: number | null }) {
  const t = useT(solutionAdminMessages);
  const tAdmin = useT(adminMessages);
  const { form, onSubmit, saving, loading, notFound, loadFailed, item } = useContentForm<
    AdminSolution,
    SolutionFormValues
  >({
    ...TARGET,
    listPath: LIST_PATH,
    id,
    kind: solutionsKind,
  });
  const navigate = useNavigate();
  const remove = useDeleteItem({ resource: 'solutions', publicKeys: ['solutions'] }, () => void navigate(LIST_PATH));
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
      deletion={
        item
          ? {
              itemName: item.name.fr,
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
        <LocalizedField name="name" label={t('form.name')} maxLength={120} />
        <LocalizedField name="summary" label={t('form.summary')} multiline rows={3} maxLength={500} />
        <LocalizedRichTextField name="body" label={t('form.body')} />
      </FormSection>

      <FormSection title={t('form.features')}>
        <RepeatableField<SolutionFormValues>
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

      <FormSection title={t('form.section_details')}>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField
            id="solution-slug"
            label={tAdmin('form.slug')}
            hint={tAdmin('form.slug_hint')}
            error={errors.slug?.message}
          >
            {(control) => <input {...control} className={inputClass} {...form.register('slug')} />}
          </FormField>
          <FormField id="solution-icon" label={t('form.icon')} error={errors.icon?.message}>
            {(control) => (
              <select {...control} className={inputClass} {...form.register('icon')}>
                {SERVICE_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {icon}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="solution-sort-order" label={t('form.sort_order')} error={errors.sort_order?.message}>
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
        <SwitchField control={form.control} name="active" id="solution-active" label={t('form.active')} />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageUploadField
              label={t('form.image')}
              kind="cover"
              value={field.value}
              onChange={(base) => field.onChange(base)}
              error={errors.image?.message}
            />
          )}
        />
      </FormSection>
    </ContentFormLayout>
  );
}
