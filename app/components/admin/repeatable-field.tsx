import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ArrayPath, type FieldArray, type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { buttonClass } from './buttons.ts';

/**
 * A list of repeated groups in a form (features, steps, questions...): each item rendered
 * by `renderItem`, with a remove button per item and an add button below.
 */
export function RepeatableField<Values extends FieldValues>({
  name,
  legend,
  addLabel,
  removeLabel,
  emptyItem,
  max,
  renderItem,
}: {
  name: ArrayPath<Values>;
  legend: string;
  addLabel: string;
  removeLabel: (index: number) => string;
  emptyItem: FieldArray<Values, ArrayPath<Values>>;
  max: number;
  renderItem: (index: number) => ReactNode;
}) {
  const { control } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{legend}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 p-3">
          {renderItem(index)}
          <button type="button" className={`${buttonClass.secondary} self-end`} onClick={() => remove(index)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {removeLabel(index)}
          </button>
        </div>
      ))}
      {fields.length < max ? (
        <button type="button" className={`${buttonClass.secondary} self-start`} onClick={() => append(emptyItem)}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
      ) : null}
    </fieldset>
  );
}
