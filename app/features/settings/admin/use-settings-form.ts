import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type SiteSettings, siteSettingsSchema } from '#contract/schemas/settings.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { applyServerFieldErrors, zodFormResolver } from '#app/lib/admin/zod-form-resolver.ts';
import { type SettingsFormValues, toSettingsInput, toSettingsValues } from './settings-form-values.ts';

const SETTINGS_PATH = '/admin/settings';

/**
 * The site settings are one object (GET / PUT): load it into a form checked by the server's
 * schema, save it whole, and start again from what the server stored.
 */
export function useSettingsForm() {
  const { language } = useLanguage();
  const tAdmin = useT(adminMessages);
  const settings = useQuery({
    queryKey: adminKeys.resource('settings'),
    queryFn: ({ signal }) => apiRequest<SiteSettings>(SETTINGS_PATH, { signal }),
    // An admin opens the settings to change the latest version.
    staleTime: 0,
  });
  const form = useForm<SettingsFormValues>({
    resolver: zodFormResolver<SettingsFormValues>(siteSettingsSchema.strict(), language, toSettingsInput),
  });

  const loaded = settings.data;
  useEffect(() => {
    if (loaded) form.reset(toSettingsValues(loaded));
  }, [loaded, form]);

  const save = useAdminMutation<SiteSettings, SiteSettings>({
    mutationFn: (input) => apiRequest<SiteSettings>(SETTINGS_PATH, { method: 'PUT', body: input }),
    resources: ['settings', 'audit-log'],
    successTitle: tAdmin('toast.saved'),
    onSuccess: (saved) => form.reset(toSettingsValues(saved)),
    onFieldErrors: (errors) =>
      applyServerFieldErrors(errors, (name, error) => form.setError(name as keyof SettingsFormValues, error)),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toSettingsInput(values));
    } catch (error) {
      // The toast and the field errors already tell the admin; anything else is a real fault.
      if (!(error instanceof ApiError)) throw error;
    }
  });

  return {
    form,
    onSubmit,
    saving: save.isPending,
    loading: settings.isPending,
    loadFailed: settings.isError,
    discard: () => {
      if (loaded) form.reset(toSettingsValues(loaded));
    },
  };
}
