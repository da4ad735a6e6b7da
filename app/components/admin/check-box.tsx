import type { ReactNode } from 'react';

/**
 * A box to tick with its words beside it, the whole line clickable. `emphasized`: set apart on a grey
 * band, for a choice that changes what an action will do (skip what exists, keep what is published).
 */
export function CheckBox({
  checked,
  onChange,
  emphasized = false,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  emphasized?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={
        emphasized
          ? 'flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800'
          : 'flex items-center gap-2 text-sm text-slate-800'
      }
    >
      <input
        type="checkbox"
        className={emphasized ? 'mt-0.5 size-4 shrink-0' : 'size-4'}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
