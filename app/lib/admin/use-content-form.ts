import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { ApiError } from '#app/lib/api/api-error.ts';
import { formValuesOf, requestBodyOf } from './form-values.ts';
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
  // The stored item shown in the form; until its values are in, the form is not shown (no flash of blanks).
  const [shownItem, setShownItem] = useState<Item | null>(null);

  const loaded = detail.data;
  useEffect(() => {
    if (!loaded) return;
    form.reset(toValues(loaded));
    // Shown only once react-hook-form holds the values: its reset belongs in an effect, and so does this.
    // eslint-disable-next-line react-hooks/set-state-in-effect
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
        if (created) setCreatedId(item.id);
        options.afterSave?.();
      },
      onFieldErrors: (errors) =>
        applyServerFieldErrors(errors, (name, error) => form.setError(name as Path<Values>, error)),
      nameOf: options.nameOf,
    },
  );

  const send = async (input: unknown) => {
    try {
      await save.mutateAsync({ id, input });
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

  return {
    form,
    onSubmit,
    saving: save.isPending,
    loading: id !== null && (detail.isPending || (shownItem === null && !detail.isError)),
    notFound: detail.error instanceof ApiError && detail.error.status === 404,
    loadFailed: detail.isError,
    item: loaded ?? null,
    /** The request body of what the form holds now, saved or not: what a preview shows. */
    currentInput: () => toInput(form.getValues()),
  };
}
