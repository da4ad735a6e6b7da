import { clientsKind } from '#contract/content-kinds/clients.ts';
import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import type { AdminClient } from '#contract/schemas/client.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import type { FormText } from '#app/lib/admin/form-values.ts';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { clientAdminMessages } from './messages.ts';

export interface ClientFormValues {
  name: string;
  sector: FormText;
  website_url: string;
  logo: string | null;
  active: boolean;
  sort_order: number;
}

const LIST_PATH = '/admin/clients';
const TARGET = { resource: 'clients', publicKeys: ['clients'] };

/** Create or edit a client reference: name, sector in French and English, website and logo. */
export function ClientFormScreen({ id }: { id: number | null }) {
  const t = useT(clientAdminMessages);
  const { form, onSubmit, saving, loading, notFound, loadFailed, item } = useContentForm<AdminClient, ClientFormValues>(
    {
      ...TARGET,
      listPath: LIST_PATH,
      id,
      kind: clientsKind,
    },
  );
  const navigate = useNavigate();
  const remove = useDeleteItem({ resource: 'clients', publicKeys: ['clients'] }, () => void navigate(LIST_PATH));
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
              itemName: item.name,
              onConfirm: () => {
                // Nothing left to save once the item is gone: leave without the unsaved-changes warning.
                form.reset(form.getValues());
                remove.mutate(item.id);
              },
            }
          : undefined
      }
    >
      <FormSection title={t('form.section_identity')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            id="client-name"
            label={t('form.name')}
            required
            hint={t('form.name_hint')}
            error={errors.name?.message}
          >
            {(control) => (
              <input {...control} className={inputClass} maxLength={160} aria-required {...form.register('name')} />
            )}
          </FormField>
          <FormField
            id="client-website"
            label={t('form.website_url')}
            hint={t('form.website_url_hint')}
            error={errors.website_url?.message}
          >
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                className={inputClass}
                maxLength={300}
                {...form.register('website_url')}
              />
            )}
          </FormField>
        </div>
        <LocalizedField name="sector" label={t('form.sector')} maxLength={120} />
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <ImageUploadField
              label={t('form.logo')}
              kind="logo"
              value={field.value}
              onChange={(base) => field.onChange(base)}
              error={errors.logo?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('form.section_display')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="client-sort-order" label={t('form.sort_order')} error={errors.sort_order?.message}>
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
        <SwitchField control={form.control} name="active" id="client-active" label={t('form.active')} />
      </FormSection>
    </ContentFormLayout>
  );
}
