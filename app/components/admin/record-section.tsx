import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './buttons.ts';

/**
 * One record of a list saved whole (a transfer corridor, a study destination, a reply template): a
 * titled section with its remove button, the record's fields inside.
 */
export function RecordSection({
  id,
  title,
  removeLabel,
  onRemove,
  children,
}: {
  /** The heading's id, naming the section for assistive technology. */
  id: string;
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button type="button" className={buttonClass.iconDanger} onClick={onRemove} aria-label={removeLabel}>
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </section>
  );
}
