import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { VersionConflict } from '#contract/schemas/envelope.ts';
import type { ConflictChoices } from '#app/components/admin/version-conflict-dialog.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from './admin-query-keys.ts';
import { changedValues } from './form-values.ts';
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
  /** A save refused because someone saved the record since it was loaded (ADR 0038), and what to do about it. */
  conflict: VersionConflict<Record<string, unknown>> | null;
  conflictChoices: ConflictChoices;
}

/**
 * The conversion of a form that holds some of the record's own fields as they are (a menu's links, the
 * quote settings) and sends them back so. Made once, at module level: the form resets when its
 * conversion changes.
 */
export function recordFields<Record>(fields: readonly (keyof Record & string)[]) {
  const pick = (record: Record) => Object.fromEntries(fields.map((field) => [field, record[field]])) as Record;
  return { toValues: pick, toInput: pick };
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

  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<{ data: VersionConflict<Record<string, unknown>>; mine: Input } | null>(
    null,
  );
  // The parts of the record the staff member changed, put back once the other version is in the form.
  const reapply = useRef<Partial<Values> | null>(null);
  const loaded = stored.data;
  // Every save names the version the form was loaded from; the save's answer is loaded in turn.
  const version = (loaded as { version?: number } | undefined)?.version;
  useEffect(() => {
    if (!loaded) return;
    form.reset(toValues(loaded) as DefaultValues<Values>);
    for (const [name, value] of Object.entries(reapply.current ?? {}))
      form.setValue(name as Parameters<typeof form.setValue>[0], value as never, { shouldDirty: true });
    reapply.current = null;
  }, [loaded, form, toValues]);

  const save = useAdminMutation<{ input: Input; ifMatch?: number }, Stored>({
    mutationFn: ({ input, ifMatch }) =>
      apiRequest<Stored>(path, { method: 'PUT', body: input, ifMatch: ifMatch ?? version }),
    onVersionConflict: (data, { input }) => setConflict({ data, mine: input }),
    resources: [resource, 'audit-log'],
    successTitle: tAdmin('toast.saved'),
    onSuccess: (saved) => form.reset(toValues(saved) as DefaultValues<Values>),
    onFieldErrors: (errors) =>
      applyServerFieldErrors(errors, (name, error) =>
        form.setError(name as Parameters<typeof form.setError>[0], error),
      ),
  });

  const loadTheirs = (current: Record<string, unknown>) =>
    queryClient.setQueryData(adminKeys.resource(resource), current);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ input: toInput(values) });
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
    conflict: conflict?.data ?? null,
    conflictChoices: {
      takeTheirs: () => {
        if (conflict) loadTheirs(conflict.data.current);
        setConflict(null);
      },
      reapplyMine: () => {
        if (!conflict || !loaded) return;
        reapply.current = changedValues(toValues(loaded), form.getValues()) as Partial<Values>;
        loadTheirs(conflict.data.current);
        setConflict(null);
      },
      overwrite: () => {
        if (!conflict) return;
        setConflict(null);
        save.mutate({ input: conflict.mine, ifMatch: conflict.data.version });
      },
      dismiss: () => setConflict(null),
    },
  };
}
