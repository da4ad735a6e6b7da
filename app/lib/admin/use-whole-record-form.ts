import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from './admin-query-keys.ts';
import { useAdminMutation } from './use-admin-mutation.ts';
import { applyServerFieldErrors, zodFormResolver } from './zod-form-resolver.ts';

/** What a whole-record screen needs of its form (components/admin/whole-record-form.tsx). */
export interface WholeRecordForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  onSubmit: () => Promise<void>;
  saving: boolean;
  loading: boolean;
  loadFailed: boolean;
  discard: () => void;
}

/**
 * A record the admin API keeps whole (GET / PUT /api/admin/{resource}: the site settings, the transfer
 * corridors, the study checklists): loaded into a form checked by the server's schema, saved whole,
 * and started again from what the server stored.
 */
export function useWholeRecordForm<Stored, Values extends FieldValues, Input>({
  resource,
  schema,
  toValues,
  toInput,
}: {
  resource: string;
  schema: z.ZodType;
  toValues: (stored: Stored) => Values;
  toInput: (values: Values) => Input;
}): WholeRecordForm<Values> {
  const { language } = useLanguage();
  const tAdmin = useT(adminMessages);
  const path = `/admin/${resource}`;
  const stored = useQuery({
    queryKey: adminKeys.resource(resource),
    queryFn: ({ signal }) => apiRequest<Stored>(path, { signal }),
    // Staff open these screens to change the latest version.
    staleTime: 0,
  });
  const form = useForm<Values>({ resolver: zodFormResolver<Values>(schema, language, toInput) });

  const loaded = stored.data;
  useEffect(() => {
    if (loaded) form.reset(toValues(loaded) as DefaultValues<Values>);
  }, [loaded, form, toValues]);

  const save = useAdminMutation<Input, Stored>({
    mutationFn: (input) => apiRequest<Stored>(path, { method: 'PUT', body: input }),
    resources: [resource, 'audit-log'],
    successTitle: tAdmin('toast.saved'),
    onSuccess: (saved) => form.reset(toValues(saved) as DefaultValues<Values>),
    onFieldErrors: (errors) =>
      applyServerFieldErrors(errors, (name, error) =>
        form.setError(name as Parameters<typeof form.setError>[0], error),
      ),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toInput(values));
    } catch (error) {
      // The toast and the field errors already tell the staff member; anything else is a real fault.
      if (!(error instanceof ApiError)) throw error;
    }
  });

  return {
    form,
    onSubmit,
    saving: save.isPending,
    loading: stored.isPending,
    loadFailed: stored.isError,
    discard: () => {
      if (loaded) form.reset(toValues(loaded) as DefaultValues<Values>);
    },
  };
}
