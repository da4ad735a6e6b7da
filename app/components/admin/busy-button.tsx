import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './buttons.ts';

/**
 * A button whose action takes a moment (save, check, search, back up): refused while it runs, its
 * words saying so (`busyLabel`), its icon beside them.
 */
export function BusyButton({
  busy,
  busyLabel,
  icon: Icon,
  variant = 'primary',
  type = 'submit',
  onClick,
  children,
}: {
  busy: boolean;
  /** What it says while busy ("Enregistrement…"); its own words otherwise. */
  busyLabel?: string;
  icon: LucideIcon;
  variant?: 'primary' | 'secondary';
  type?: 'submit' | 'button';
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button type={type} className={buttonClass[variant]} disabled={busy} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
