import type { ReactNode } from 'react';

const TONES = {
  green: 'bg-green-100 text-green-900',
  slate: 'bg-slate-200 text-slate-800',
  amber: 'bg-amber-100 text-amber-900',
  blue: 'bg-blue-100 text-blue-900',
  red: 'bg-red-100 text-red-900',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small coloured label for a state (active, draft, pending...). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}
