import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type MoneyTransferSettings, moneyTransferInputSchema } from '#contract/money-transfer/corridors.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { applyServerFieldErrors, zodFormResolver } from '#app/lib/admin/zod-form-resolver.ts';
import { type MoneyTransferFormValues, toFormValues, toMoneyTransferInput } from './form-values.ts';

const PATH = '/admin/money-transfer';

/** The corridors are one object (GET / PUT), saved whole, as the site settings are. */
export function useMoneyTransferForm() {
  const { language } = useLanguage();
  const tAdmin = useT(adminMessages);
  const stored = useQuery({
    queryKey: adminKeys.resource('money-transfer'),
    queryFn: ({ signal }) => apiRequest<MoneyTransferSettings>(PATH, { signal }),
    staleTime: 0,
  });
  const form = useForm<MoneyTransferFormValues>({
    resolver: zodFormResolver<MoneyTransferFormValues>(moneyTransferInputSchema, language, toMoneyTransferInput),
  });

  const loaded = stored.data;
  useEffect(() => {
    if (loaded) form.reset(toFormValues(loaded));
  }, [loaded, form]);

  const save = useAdminMutation<ReturnType<typeof toMoneyTransferInput>, MoneyTransferSettings>({
    mutationFn: (input) => apiRequest<MoneyTransferSettings>(PATH, { method: 'PUT', body: input }),
    resources: ['money-transfer', 'audit-log'],
    successTitle: tAdmin('toast.saved'),
    onSuccess: (saved) => form.reset(toFormValues(saved)),
    onFieldErrors: (errors) =>
      applyServerFieldErrors(errors, (name, error) => form.setError(name as keyof MoneyTransferFormValues, error)),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toMoneyTransferInput(values));
    } catch (error) {
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
      if (loaded) form.reset(toFormValues(loaded));
    },
  };
}
