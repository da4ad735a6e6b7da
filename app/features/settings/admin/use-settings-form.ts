import { siteSettingsSchema } from '#contract/schemas/settings.ts';
import { useWholeRecordForm } from '#app/lib/admin/use-whole-record-form.ts';
import { toSettingsInput, toSettingsValues } from './settings-form-values.ts';

/** The site settings are one object (GET / PUT /api/admin/settings), edited whole. */
export function useSettingsForm() {
  return useWholeRecordForm({
    resource: 'settings',
    schema: siteSettingsSchema.strict(),
    toValues: toSettingsValues,
    toInput: toSettingsInput,
  });
}
