import { type FieldValues, get, type Path, useFormContext, useFormState } from 'react-hook-form';
import { inputClass } from './buttons.ts';
import { FormField } from './form-field.tsx';

/**
 * One labelled input registered on the surrounding react-hook-form, with its error and hint; its id is
 * the field's dotted name under `idPrefix` ("settings-contact-phone").
 */
export function FormInput<Values extends FieldValues>({
  idPrefix,
  name,
  label,
  type = 'text',
  required = false,
  hint,
  step,
  min,
  max,
  inputMode,
  autoComplete = 'off',
}: {
  idPrefix: string;
  name: Path<Values>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'time';
  required?: boolean;
  hint?: string;
  step?: string;
  min?: number;
  max?: number;
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: string;
}) {
  const { register, control } = useFormContext<Values>();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = `${idPrefix}-${name.replaceAll('.', '-')}`;
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          step={step}
          min={min}
          max={max}
          inputMode={inputMode}
          autoComplete={autoComplete}
          className={inputClass}
          aria-required={required || undefined}
          {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
        />
      )}
    </FormField>
  );
}
