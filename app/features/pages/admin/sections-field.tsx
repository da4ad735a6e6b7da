import { Copy, Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { PAGE_SECTIONS, type PageSectionType } from '#contract/content-kinds/page-sections.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { DeclaredField, type FieldTools } from '#app/components/admin/declared-field.tsx';
import { OrderButtons } from '#app/components/admin/order-buttons.tsx';
import { blankRecordOf, RecordsField } from '#app/components/admin/records-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { pageAdminMessages } from './messages.ts';

const SECTION_TYPES = Object.keys(PAGE_SECTIONS) as PageSectionType[];

/** A new section of a type: its fields as a new item's, and a list of records with one to fill. */
function blankSection(type: PageSectionType) {
  const { fields } = PAGE_SECTIONS[type];
  const values = blankRecordOf(fields);
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === 'records' && field.fields) values[name] = [blankRecordOf(field.fields)];
  }
  return { type, hidden: false, ...values };
}

/** One section: its place and type, whether it shows, and its declared fields. */
function SectionEditor({
  name,
  index,
  count,
  type,
  actions,
  fieldText,
}: {
  /** The form's texts, which name a choice's options. */
  fieldText: FieldTools['t'];
  name: string;
  index: number;
  count: number;
  type: PageSectionType;
  actions: {
    move: (from: number, to: number) => void;
    remove: (index: number) => void;
    duplicate: (index: number) => void;
  };
}) {
  const t = useT(pageAdminMessages);
  const { language } = useLanguage();
  const form = useFormContext();
  const hidden = useWatch({ control: form.control, name: `${name}.${index}.hidden` }) === true;
  const declaration = PAGE_SECTIONS[type];
  const number = index + 1;
  const headingId = `${name}-${index}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-xl border p-4 ${hidden ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('section.item', { number, type: declaration.label[language] })}
          {hidden ? (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('section.hidden_badge')}
            </span>
          ) : null}
        </h3>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={buttonClass.icon}
            aria-label={t('section.duplicate', { number })}
            onClick={() => actions.duplicate(index)}
          >
            <Copy aria-hidden="true" className="size-5" />
          </button>
          <OrderButtons
            index={index}
            count={count}
            direction="vertical"
            labels={{
              before: t('section.up', { number }),
              after: t('section.down', { number }),
              remove: t('section.remove', { number }),
            }}
            move={actions.move}
            remove={actions.remove}
          />
        </div>
      </div>
      <SwitchField
        control={form.control}
        name={`${name}.${index}.hidden`}
        id={`field-${name}.${index}.hidden`}
        label={t('section.hidden')}
      />
      {Object.entries(declaration.fields).map(([part, field]) =>
        field.type === 'records' ? (
          <RecordsField key={part} name={`${name}.${index}.${part}`} field={field} t={fieldText} />
        ) : (
          <DeclaredField
            key={part}
            name={`${name}.${index}.${part}`}
            field={field}
            t={fieldText}
            hasText={() => false}
            rows={field.type === 'localized-text' && (field.max ?? 0) > 200 ? 3 : undefined}
          />
        ),
      )}
    </section>
  );
}

/**
 * A page's sections in order (ADR 0064): each drawn from its type's declaration, moved up or down,
 * hidden, duplicated or removed with buttons (a keyboard and a screen reader use them), and a new
 * one of any declared type added at the end.
 */
export function SectionsField({ name, t: fieldText }: FieldTools) {
  const t = useT(pageAdminMessages);
  const { language } = useLanguage();
  const form = useFormContext();
  const { fields, move, remove, insert, append } = useFieldArray({ control: form.control, name });
  const [toAdd, setToAdd] = useState<PageSectionType>(SECTION_TYPES[0]!);
  const actions = {
    move,
    remove,
    duplicate: (index: number) => insert(index + 1, structuredClone(form.getValues(`${name}.${index}`))),
  };
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 ? <p className="text-slate-600">{t('section.empty')}</p> : null}
      {fields.map((field, index) => (
        <SectionEditor
          key={field.id}
          name={name}
          index={index}
          count={fields.length}
          type={(field as unknown as { type: PageSectionType }).type}
          actions={actions}
          fieldText={fieldText}
        />
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('section.add_type')}
          <select
            className={inputClass}
            value={toAdd}
            onChange={(event) => setToAdd(event.target.value as PageSectionType)}
          >
            {SECTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {PAGE_SECTIONS[type].label[language]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={buttonClass.secondary} onClick={() => append(blankSection(toAdd))}>
          <Plus aria-hidden="true" className="size-4" />
          {t('section.add')}
        </button>
      </div>
    </div>
  );
}
