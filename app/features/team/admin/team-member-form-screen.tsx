import { teamMembersKind } from '#contract/content-kinds/team-members.ts';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AdminTeamMember } from '#contract/schemas/team.ts';
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
import { teamAdminMessages } from './messages.ts';

export interface TeamMemberFormValues {
  name: string;
  role: FormText;
  bio: FormText;
  photo: string | null;
  active: boolean;
  sort_order: number;
}

const LIST_PATH = '/admin/team';
const TARGET = { resource: 'team', publicKeys: ['team'] };

/** Add or edit a team member: name, role and biography in French and English, portrait, visibility and order. */
export function TeamMemberFormScreen({ id }: { id: number | null }) {
  const t = useT(teamAdminMessages);
  const navigate = useNavigate();
  const { form, onSubmit, saving, loading, notFound, loadFailed, item } = useContentForm<
    AdminTeamMember,
    TeamMemberFormValues
  >({
    ...TARGET,
    listPath: LIST_PATH,
    id,
    kind: teamMembersKind,
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
      deletion={item ? { itemName: item.name, onConfirm: () => remove.mutate(item.id) } : undefined}
    >
      <FormSection title={t('form.section_profile')}>
        <FormField id="team-name" label={t('form.name')} required error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              className={`${inputClass} md:max-w-md`}
              maxLength={120}
              aria-required
              {...form.register('name')}
            />
          )}
        </FormField>
        <LocalizedField name="role" label={t('form.role')} maxLength={120} />
        <LocalizedField name="bio" label={t('form.bio')} multiline rows={5} maxLength={2000} />
        <Controller
          control={form.control}
          name="photo"
          render={({ field }) => (
            <ImageUploadField
              label={t('form.photo')}
              kind="portrait"
              value={field.value}
              onChange={(base) => field.onChange(base)}
              error={errors.photo?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('form.section_display')}>
        <SwitchField control={form.control} name="active" id="team-active" label={t('form.active')} />
        <FormField
          id="team-sort-order"
          label={t('form.sort_order')}
          hint={t('form.sort_order_hint')}
          error={errors.sort_order?.message}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              max={10000}
              className={`${inputClass} md:max-w-40`}
              {...form.register('sort_order', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </FormSection>
    </ContentFormLayout>
  );
}
