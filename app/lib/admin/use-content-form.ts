import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { VersionConflict } from '#contract/schemas/envelope.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { versionConflictMessages } from '#app/i18n/messages/version-conflicts.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { useToast } from '#app/lib/use-toast.ts';
import { adminKeys } from './admin-query-keys.ts';
import { changedValues, formValuesOf, requestBodyOf } from './form-values.ts';
import { useAdminDetail } from './use-admin-detail.ts';
import { useSaveItem } from './use-content-mutations.ts';
import { applyServerFieldErrors, zodFormResolver } from './zod-form-resolver.ts';

export interface ContentFormOptions<Item, Values extends FieldValues> {
  /** The content kind: its API path, its request schema and the fields the values are drawn from. */
  kind: Pick<ContentKind, 'name' | 'adminPath' | 'fields' | 'schemas'>;
  publicKeys?: string[];
  /** Admin path of the list, e.g. '/admin/services'; a created item opens at {listPath}/edit/{id}. */
  listPath: string;
  /** null for a new item. */
  id: number | null;
  /** Form values where the kind's own are not what the inputs hold (tags as one comma-separated text). */
  toValues?: (item: Item | null, values: Values) => Values;
  /** The request body where the kind's own needs finishing. */
  toInput?: (values: Values, body: Record<string, unknown>) => unknown;
  /** Asked before a valid save is sent (the English guard); `proceed` sends it. */
  beforeSave?: (stored: Item | null, body: Record<string, unknown>, proceed: () => void) => void;
  /** After a save succeeded. */
  afterSave?: () => void;
  /** How the save's toast names the item (« Hébergement web » enregistré). */
  nameOf?: (item: Item) => string;
}

/**
 * Load, validate and save one content item: the form starts from the stored item (or a blank
 * one), checks the same schema as the server, shows the server's field errors, and after a
 * creation moves to the new item's edit page.
 */
export function useContentForm<Item extends { id: number }, Values extends FieldValues>(
  options: ContentFormOptions<Item, Values>,
) {
  const { kind, publicKeys, listPath, id } = options;
  const resource = kind.name;
  const toValues = (item: Item | null) => {
    const values = formValuesOf(kind.fields, item as Record<string, unknown> | null) as Values;
    return options.toValues ? options.toValues(item, values) : values;
  };
  const toInput = (values: Values) => {
    const body = requestBodyOf(kind.fields, values);
    return options.toInput ? options.toInput(values, body) : body;
  };
  const { language } = useLanguage();
  const navigate = useNavigate();
  const detail = useAdminDetail<Item>(resource, id);
  const form = useForm<Values>({
    resolver: zodFormResolver<Values>(kind.schemas.input, language, toInput),
    defaultValues: toValues(null) as DefaultValues<Values>,
  });
  const [createdId, setCreatedId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const tConflict = useT(versionConflictMessages);
  // The version the form's values were made from: every save names it, so a newer one stored is a 409 (ADR 0038).
  const [baseVersion, setBaseVersion] = useState<number | undefined>(undefined);
  // A save refused because someone saved first, and the body this form tried to save.
  const [conflict, setConflict] = useState<{
    data: VersionConflict<Record<string, unknown>>;
    mine: Record<string, unknown>;
  } | null>(null);
  // The fields the editor changed, put back once their version is in the form ("keep theirs and re-apply mine").
  const reapply = useRef<Partial<Values> | null>(null);
  // The stored item shown in the form; until its values are in, the form is not shown (no flash of blanks).
  const [shownItem, setShownItem] = useState<Item | null>(null);

  const loaded = detail.data;
  useEffect(() => {
    if (!loaded) return;
    form.reset(toValues(loaded));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the version the values just reset to
    setBaseVersion((loaded as Item & { version?: number }).version);
    for (const [name, value] of Object.entries(reapply.current ?? {}))
      form.setValue(name as Path<Values>, value as never, { shouldDirty: true });
    reapply.current = null;
    // Shown only once react-hook-form holds the values: its reset belongs in an effect, and so does this.
    setShownItem(loaded);
    // toValues is a pure mapping; only a newly loaded item resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  // Navigate only after the saved values have re-rendered as clean, so the unsaved-changes guard lets it pass.
  useEffect(() => {
    if (createdId !== null) void navigate(`${listPath}/edit/${createdId}`, { replace: true });
  }, [createdId, listPath, navigate]);

  const save = useSaveItem<unknown, Item>(
    { resource, publicKeys },
    {
      onSaved: (item, created) => {
        form.reset(toValues(item));
        setBaseVersion((item as Item & { version?: number }).version);
        if (created) setCreatedId(item.id);
        options.afterSave?.();
      },
      onFieldErrors: (errors) =>
        applyServerFieldErrors(errors, (name, error) => form.setError(name as Path<Values>, error)),
      nameOf: options.nameOf,
      onVersionConflict: (data, { input }) => setConflict({ data, mine: input as Record<string, unknown> }),
    },
  );

  const send = async (input: unknown, ifMatch?: number) => {
    try {
      await save.mutateAsync({ id, input, ifMatch: id === null ? undefined : (ifMatch ?? baseVersion) });
    } catch (error) {
      // The toast and the field errors already tell the user; anything else is a real fault.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const input = toInput(values);
    if (!options.beforeSave) return send(input);
    options.beforeSave(loaded ?? null, input as Record<string, unknown>, () => void send(input));
  });

  // Their version becomes the form's stored item: the form starts again from it (see the effect above).
  const loadTheirs = (current: Record<string, unknown>) =>
    queryClient.setQueryData(adminKeys.detail(resource, id ?? 0), current);
  const conflictChoices = {
    takeTheirs: () => {
      if (conflict) loadTheirs(conflict.data.current);
      setConflict(null);
    },
    reapplyMine: () => {
      if (!conflict) return;
      reapply.current = changedValues(toValues(loaded ?? null), form.getValues()) as Partial<Values>;
      loadTheirs(conflict.data.current);
      setConflict(null);
      toast({ title: tConflict('reapplied') });
    },
    overwrite: () => {
      if (!conflict) return;
      setConflict(null);
      // Knowingly: made from the version just learned, so a third save in between is caught again.
      void send(conflict.mine, conflict.data.version);
    },
    dismiss: () => setConflict(null),
  };

  return {
    form,
    onSubmit,
    conflict,
    conflictChoices,
    saving: save.isPending,
    loading: id !== null && (detail.isPending || (shownItem === null && !detail.isError)),
    notFound: detail.error instanceof ApiError && detail.error.status === 404,
    loadFailed: detail.isError,
    item: loaded ?? null,
    /** The request body of what the form holds now, saved or not: what a preview shows. */
    currentInput: () => toInput(form.getValues()),
    /** The version the form's values were made from. */
    baseVersion,
    /** Checks the form's values as a save would, showing what is wrong on the fields. */
    validate: () => form.trigger(),
    /** Field errors the server gave on another write of the form's values (a scheduled change). */
    showFieldErrors: (errors: Record<string, string[]>) =>
      applyServerFieldErrors(errors, (name, error) => form.setError(name as Path<Values>, error)),
    /** Puts the stored item back in the form, its changes dropped (they were kept elsewhere). */
    discardChanges: () => form.reset(toValues(loaded ?? null)),
  };
}
