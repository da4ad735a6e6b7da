import { get, type Path, useFormContext, useFormState } from 'react-hook-form';
import { inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
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
      {(control) => (
        <input
          {...control}
          type={type}
          step={step}
          min={min}
          max={max}
          autoComplete={autoComplete}
          className={inputClass}
          aria-required={required || undefined}
          {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
        />
      )}
    </FormField>
  );
}
