import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormReturn, useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { Messages } from '#app/i18n/define-messages.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { type ContentFormOptions, useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { inputClass } from './buttons.ts';
import { ContentFormLayout } from './content-form-layout.tsx';
import { DeclaredField, type FieldTools, useFieldError } from './declared-field.tsx';
import { useEditMarkNotice } from './edit-mark-notice.tsx';
import { FormField } from './form-field.tsx';
import { FormSection } from './form-section.tsx';
import { LocalizedField } from './localized-field.tsx';
import { RepeatableField } from './repeatable-field.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { useEnglishGuard } from './english-guard.tsx';
import { PreviewButton, PreviewPanel, usePreview } from './preview-panel.tsx';
import { VersionConflictDialog } from './version-conflict-dialog.tsx';
import { TranslationChecklist } from './translation-checklist.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A field of a section: its name alone, or with how it is drawn. */
export type FormFieldLayout = string | { name: string; rows?: number; render?: (tools: FieldTools) => ReactNode };

/**
 * The form screen of a content kind: sections (`form.section_{key}`) of fields drawn from the
 * declaration; an array of fields is a grid on wide screens (three columns for three, else two).
 */
export interface ContentFormView<Item extends { id: number }, Values extends FieldValues = FieldValues> {
  /** Its name also keys the public site's cached reads of the kind, refreshed after a change. */
  kind: Pick<ContentKind, 'name' | 'adminPath' | 'fields' | 'schemas' | 'publicWhen' | 'page' | 'fixedItems'>;
  messages: Messages<string>;
  itemName: (item: Item) => string;
  sections: {
    key: string;
    fields: (FormFieldLayout | FormFieldLayout[])[];
    /** After the fields, for a stored item (a link to it on the site). */
    extra?: (item: Item) => ReactNode;
  }[];
  toValues?: ContentFormOptions<Item, Values>['toValues'];
  toInput?: ContentFormOptions<Item, Values>['toInput'];
  /** Drawn after the sections, for a stored item: what the kind adds to its form (a page's scheduled change). */
  panel?: (tools: ItemFormTools<Item>) => ReactNode;
}

/** What a kind's own panel may do with the form of a stored item. */
export interface ItemFormTools<Item> {
  item: Item;
  /** The version the form's values were made from. */
  baseVersion: number | undefined;
  /** The request body of what the form holds now. */
  currentInput: () => unknown;
  validate: () => Promise<boolean>;
  showFieldErrors: (errors: Record<string, string[]>) => void;
  discardChanges: () => void;
  /** Opens the preview beside the form with these values. */
  openPreview: (input: Record<string, unknown>) => void;
}

export function defineFormView<Item extends { id: number }, Values extends FieldValues = FieldValues>(
  view: ContentFormView<Item, Values>,
): ContentFormView<Item, Values> {
  return view;
}

/** A choice of two values shown as a switch (an open or closed post, a published or draft article). */
export function choiceSwitch(on: string, off: string) {
  function ChoiceSwitch({ name, label, form }: FieldTools) {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ToggleSwitch
            id={`field-${name}`}
            label={label}
            checked={field.value === on}
            onCheckedChange={(checked) => field.onChange(checked ? on : off)}
          />
        )}
      />
    );
  }
  return ChoiceSwitch;
}

/** A list of words typed as one comma-separated text (tags, technologies); see commaSeparated. */
export function CommaSeparatedInput({ name, label, field, error, form }: FieldTools) {
  const { language } = useLanguage();
  return (
    <FormField id={`field-${name}`} label={label} hint={field.help?.[language]} error={error}>
      {(control) => <input {...control} className={inputClass} {...form.register(name)} />}
    </FormField>
  );
}

/**
 * A list of texts in both languages (highlights, included items), or of small records of them
 * (steps, questions): `item` names an entry ({number}), `add` the button, `parts` a record's texts.
 */
export function repeatableTexts(options: {
  item: string;
  add: string;
  maxLength?: number;
  parts?: { key: string; label: string; rows?: number }[];
}) {
  const blank = { fr: '', en: '' };
  function RepeatableTexts({ name, field, label, t }: FieldTools) {
    const { parts } = options;
    const itemLabel = (index: number) => t(parts?.[0]?.label ?? options.item, { number: index + 1 });
    return (
      <RepeatableField
        name={name}
        legend={label}
        addLabel={t(options.add)}
        removeLabel={(index) => t('form.remove_item', { name: itemLabel(index) })}
        emptyItem={parts ? Object.fromEntries(parts.map((part) => [part.key, blank])) : blank}
        max={field.max ?? 20}
        renderItem={(index) =>
          parts ? (
            parts.map((part) => (
              <LocalizedField
                key={part.key}
                name={`${name}.${index}.${part.key}`}
                label={t(part.label, { number: index + 1 })}
                multiline={part.rows !== undefined}
                rows={part.rows}
              />
            ))
          ) : (
            <LocalizedField name={`${name}.${index}`} label={itemLabel(index)} maxLength={options.maxLength} />
          )
        }
      />
    );
  }
  return RepeatableTexts;
}

function Field({ layout, view, t }: { layout: FormFieldLayout; view: ContentFormView<never>; t: Translate }) {
  const { name, rows, render } = typeof layout === 'string' ? { name: layout } : layout;
  const field = view.kind.fields[name];
  const form = useFormContext();
  const error = useFieldError(name);
  if (!field) throw new Error(`${view.kind.name} has no field "${name}"`);
  const { language } = useLanguage();
  const hasText = (key: string) => key in view.messages.fr;
  if (render) {
    const Render = render;
    return <Render name={name} field={field} label={field.label[language]} error={error} form={form} t={t} />;
  }
  return <DeclaredField name={name} field={field} t={t} hasText={hasText} rows={rows} />;
}

function Row({ fields, view, t }: { fields: FormFieldLayout[]; view: ContentFormView<never>; t: Translate }) {
  const switches = fields.every(
    (layout) => view.kind.fields[typeof layout === 'string' ? layout : layout.name]?.type === 'boolean',
  );
  return (
    <div
      className={
        switches ? 'flex flex-wrap gap-6' : `grid gap-4 ${fields.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`
      }
    >
      {fields.map((layout) => (
        <Field key={typeof layout === 'string' ? layout : layout.name} layout={layout} view={view} t={t} />
      ))}
    </div>
  );
}

/** Create or edit an item of a content kind: the declared fields in their sections, save, delete, unsaved-changes guard. */
export function ContentFormScreen<Item extends { id: number }, Values extends FieldValues>({
  view,
  id,
}: {
  view: ContentFormView<Item, Values>;
  id: number | null;
}) {
  const t = useT(view.messages) as Translate;
  const navigate = useNavigate();
  const target = { resource: view.kind.name, publicKeys: [view.kind.name] };
  const english = useEnglishGuard(view.kind);
  const preview = usePreview(view.kind.name, id);
  const {
    form,
    onSubmit,
    saving,
    loading,
    notFound,
    loadFailed,
    item,
    currentInput,
    conflict,
    conflictChoices,
    baseVersion,
    validate,
    showFieldErrors,
    discardChanges,
  } = useContentForm<Item, Values>({
    kind: view.kind,
    publicKeys: target.publicKeys,
    listPath: view.kind.adminPath,
    id,
    toValues: view.toValues,
    toInput: view.toInput,
    beforeSave: (stored, body, proceed) => english.guard(stored as Record<string, unknown> | null, body, proceed),
    // The preview beside the form then shows what was saved.
    afterSave: preview.refresh,
    nameOf: view.itemName,
  });
  const remove = useDeleteItem(target, () => void navigate(view.kind.adminPath));
  const editMark = useEditMarkNotice(view.kind.name, id, view.kind.adminPath);
  const { language } = useLanguage();
  const generic = view as unknown as ContentFormView<never>;

  return (
    <div className={preview.link ? 'md:mr-[45vw]' : undefined}>
      <ContentFormLayout
        title={t(id === null ? 'form.new_title' : 'form.edit_title')}
        listPath={view.kind.adminPath}
        form={form as UseFormReturn<Values>}
        onSubmit={onSubmit}
        saving={saving}
        loading={loading}
        notFound={notFound}
        loadFailed={loadFailed}
        readOnly={editMark.readOnly}
        notice={editMark.notice}
        deletion={
          item && !view.kind.fixedItems
            ? {
                itemName: view.itemName(item),
                redirect: 'items' in view.kind.page,
                onConfirm: async (redirectTo?: string) => {
                  // Nothing left to save once the item is gone: leave without the unsaved-changes warning.
                  form.reset(form.getValues());
                  // The editing mark claimed on opening must reach the server before the item leaves it.
                  await editMark.settled();
                  remove.mutate({ id: item.id, name: view.itemName(item), redirectTo });
                },
              }
            : undefined
        }
        actions={
          item ? (
            <PreviewButton
              pending={preview.pending}
              onClick={() => preview.open(currentInput() as Record<string, unknown>, language)}
            />
          ) : null
        }
        after={
          item ? (
            <RevisionHistory
              kind={view.kind}
              item={item as unknown as Record<string, unknown> & { id: number }}
              publicKeys={target.publicKeys}
            />
          ) : undefined
        }
      >
        <TranslationChecklist fields={view.kind.fields} />
        {english.dialog}
        {conflict ? (
          <VersionConflictDialog
            conflict={conflict.data}
            comparison={{ fields: view.kind.fields, mine: conflict.mine }}
            choices={conflictChoices}
          />
        ) : null}
        {view.sections.map((section) => (
          <FormSection key={section.key} title={t(`form.section_${section.key}`)}>
            {section.fields.map((entry, index) =>
              Array.isArray(entry) ? (
                <Row key={index} fields={entry} view={generic} t={t} />
              ) : (
                <Field key={typeof entry === 'string' ? entry : entry.name} layout={entry} view={generic} t={t} />
              ),
            )}
            {item && section.extra ? section.extra(item) : null}
          </FormSection>
        ))}
        {item && view.panel
          ? view.panel({
              item,
              baseVersion,
              currentInput,
              validate,
              showFieldErrors,
              discardChanges,
              openPreview: (input) => preview.open(input, language),
            })
          : null}
      </ContentFormLayout>
      {preview.link ? <PreviewPanel link={preview.link} onClose={preview.close} /> : null}
    </div>
  );
}
