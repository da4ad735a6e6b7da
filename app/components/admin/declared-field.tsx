import { Controller, get, type UseFormReturn, useFormContext, useFormState } from 'react-hook-form';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { fromCompanyInputValue, toCompanyInputValue } from '#app/lib/admin/company-time.ts';
import { inputClass } from './buttons.ts';
import { type FieldControl, FormField } from './form-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { LocalizedField } from './localized-field.tsx';
import { LocalizedRichTextField } from './localized-rich-text-field.tsx';
import { SwitchField } from './switch-field.tsx';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What a field drawn by its screen (a gallery, a list of steps) is given. */
export interface FieldTools {
  name: string;
  field: FieldDeclaration;
  label: string;
  error: string | undefined;
  form: UseFormReturn;
  t: Translate;
}

export interface DeclaredFieldProps {
  name: string;
  field: FieldDeclaration;
  /** The kind's texts, for the labels of a choice's options (`option.{name}.{value}`). */
  t: Translate;
  hasText: (key: string) => boolean;
  /** A text in both languages written over several lines. */
  rows?: number;
}

/** The message of a field's error, or of the first error inside a list. */
function errorMessage(error: unknown): string | undefined {
  if (Array.isArray(error)) return error.map(errorMessage).find(Boolean);
  return (error as { message?: string } | undefined)?.message;
}

export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return errorMessage(get(errors, name));
}

/** The choices of a relation: the related kind's items by their name. */
function RelationSelect({ name, field, t, control }: DeclaredFieldProps & { control: FieldControl }) {
  const form = useFormContext();
  const title = field.relationTitle ?? 'name';
  const related = useAdminList<Record<string, unknown> & { id: number }>(field.relation ?? '', {
    per_page: REQUEST_LIMITS.maxPerPage,
    sort: title,
  });
  const nameOf = (item: Record<string, unknown>) => {
    const value = item[title];
    return typeof value === 'string' ? value : ((value as { fr?: string } | null)?.fr ?? '');
  };
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => (
        // Controlled, so the stored choice shows once the options have loaded.
        <select
          {...control}
          className={inputClass}
          name={input.name}
          value={input.value as string}
          onChange={input.onChange}
          onBlur={input.onBlur}
          ref={input.ref}
        >
          <option value="">{t(`option.${name}.none`)}</option>
          {related.data?.items.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {nameOf(item)}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * One field of a content kind as its declaration says: a text in both languages side by side, a
 * rich text, a switch, an image upload, a choice or a plain input, with its label, help and error.
 */
export function DeclaredField(props: DeclaredFieldProps) {
  const { name, field, t, hasText, rows } = props;
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const form = useFormContext();
  const error = useFieldError(name);
  const label = field.label[language];
  const hint = field.help?.[language];
  const id = `field-${name}`;

  switch (field.type) {
    case 'localized-text':
      return (
        <LocalizedField
          name={name}
          label={label}
          required={!field.nullable}
          maxLength={field.max}
          hint={hint}
          multiline={rows !== undefined}
          rows={rows}
        />
      );
    case 'localized-rich-text':
      return <LocalizedRichTextField name={name} label={label} hint={hint} />;
    case 'boolean':
      return <SwitchField control={form.control} name={name} id={id} label={label} />;
    case 'image':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <ImageUploadField
              label={label}
              kind={field.image ?? 'cover'}
              value={input.value as string | null}
              onChange={(base) => input.onChange(base)}
              error={error}
            />
          )}
        />
      );
    case 'slug':
      return (
        // The French slug has the back office's own words; an English slug says it falls back to it.
        <FormField
          id={id}
          label={field.englishSlug ? label : tAdmin('form.slug')}
          hint={field.englishSlug ? hint : tAdmin('form.slug_hint')}
          error={error}
        >
          {(control) => <input {...control} className={inputClass} {...form.register(name)} />}
        </FormField>
      );
    case 'choice':
      return (
        <FormField id={id} label={label} hint={hint} error={error}>
          {(control) => (
            <select {...control} className={inputClass} {...form.register(name)}>
              {field.options?.map((option) => (
                <option key={option} value={option}>
                  {field.optionNames?.[option]?.[language] ??
                    (hasText(`option.${name}.${option}`) ? t(`option.${name}.${option}`) : option)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      );
    case 'relation':
      return (
        <FormField id={id} label={label} hint={hint} error={error}>
          {(control) => <RelationSelect {...props} control={control} />}
        </FormField>
      );
    case 'datetime':
      return (
        <FormField id={id} label={label} hint={hint} error={error}>
          {(control) => (
            <Controller
              control={form.control}
              name={name}
              render={({ field: input }) => (
                <input
                  {...control}
                  type="datetime-local"
                  className={`${inputClass} md:max-w-xs`}
                  value={toCompanyInputValue(input.value as string | null)}
                  onChange={(event) => input.onChange(fromCompanyInputValue(event.target.value))}
                  onBlur={input.onBlur}
                />
              )}
            />
          )}
        </FormField>
      );
    case 'list':
      throw new Error(`The list field "${name}" is drawn by its screen`);
    default: {
      const type = { url: 'url', email: 'email', date: 'date', number: 'number' }[field.type as string];
      return (
        <FormField id={id} label={label} required={field.required} hint={hint} error={error}>
          {(control) => (
            <input
              {...control}
              type={type ?? 'text'}
              inputMode={field.type === 'url' ? 'url' : undefined}
              className={inputClass}
              maxLength={field.type === 'number' ? undefined : field.max}
              min={field.type === 'number' ? field.min : undefined}
              max={field.type === 'number' ? field.max : undefined}
              aria-required={field.required || undefined}
              {...form.register(name, field.type === 'number' && !field.nullable ? { valueAsNumber: true } : {})}
            />
          )}
        </FormField>
      );
    }
  }
}
