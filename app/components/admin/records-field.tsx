import { get, useFormContext, useFormState } from 'react-hook-form';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { DeclaredField } from './declared-field.tsx';
import { FieldError } from './form-field.tsx';
import { RepeatableField } from './repeatable-field.tsx';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What a new entry of a declared field starts with: its default, or an empty text. */
export function blankValueOf(field: FieldDeclaration): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'localized-text' || field.type === 'localized-rich-text') return { fr: '', en: '' };
  if (field.type === 'choice') return field.options?.[0] ?? '';
  if (field.type === 'records' || field.type === 'list' || field.type === 'sections') return [];
  return '';
}

/** A record whose every declared field holds what a new one starts with. */
export const blankRecordOf = (fields: Record<string, FieldDeclaration>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, blankValueOf(field)]));

/**
 * A list of small records made of declared fields (a page's tiles): each record a group named by
 * its position ("Tile 2"), its fields drawn as the declaration says, with remove and add buttons.
 */
export function RecordsField({ name, field, t }: { name: string; field: FieldDeclaration; t: Translate }) {
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  // "At least one" is the list's own error, not one of its records' (which show on their fields).
  const own = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const error = own?.message ?? own?.root?.message;
  const fields = field.fields ?? {};
  const itemName = (index: number) => `${field.record?.item[language] ?? field.label[language]} ${index + 1}`;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-800">{field.label[language]}</p>
      <RepeatableField
        name={name}
        legend={field.label[language]}
        addLabel={field.record?.add[language] ?? field.label[language]}
        removeLabel={(index) => tAdmin('records.remove', { name: itemName(index) })}
        emptyItem={blankRecordOf(fields)}
        max={field.max ?? 20}
        renderItem={(index) => (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-slate-700">{itemName(index)}</legend>
            {Object.entries(fields).map(([part, declaration]) => (
              <DeclaredField
                key={part}
                name={`${name}.${index}.${part}`}
                field={declaration}
                t={t}
                hasText={() => false}
                rows={declaration.max && declaration.max > 200 ? 3 : undefined}
              />
            ))}
          </fieldset>
        )}
      />
      <FieldError id={`field-${name}`} error={error} />
    </div>
  );
}
