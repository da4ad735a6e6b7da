import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ToggleSwitch } from './toggle-switch.tsx';

/** A yes/no field of a form (active, featured, published...) shown as a switch with its label. */
export function SwitchField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, boolean>;
  id: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ToggleSwitch id={id} label={label} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
      )}
    />
  );
}
