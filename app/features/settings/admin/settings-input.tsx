import { get, type Path, useFormContext, useFormState } from 'react-hook-form';
import { inputClass } from '#app/components/admin/buttons.ts';
import { describedBy, FormField } from '#app/components/admin/form-field.tsx';
import type { SettingsFormValues } from './settings-form-values.ts';

/** One labelled settings input, registered on the surrounding form with its error and hint. */
export function SettingsInput({
  name,
  label,
  type = 'text',
  required = false,
  hint,
  step,
  min,
  max,
  autoComplete = 'off',
}: {
  name: Path<SettingsFormValues>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'time';
  required?: boolean;
  hint?: string;
  step?: string;
  min?: number;
  max?: number;
  autoComplete?: string;
}) {
  const { register, control } = useFormContext<SettingsFormValues>();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = `settings-${name.replaceAll('.', '-')}`;
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        step={step}
        min={min}
        max={max}
        autoComplete={autoComplete}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
      />
    </FormField>
  );
}
