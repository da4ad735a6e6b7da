import * as Switch from '@radix-ui/react-switch';

/** An on/off switch with its visible label (active, featured, published...). */
export function ToggleSwitch({
  id,
  label,
  checked,
  onCheckedChange,
  disabled,
  labelHidden = false,
}: {
  id: string;
  label: string;
  /** In a table the column header says what the switch is; the label stays for screen readers. */
  labelHidden?: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-50"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
    </div>
  );
}
