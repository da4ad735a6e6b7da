import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './buttons.ts';
import { Panel } from './panel.tsx';

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
    <Panel
      id={id}
      title={title}
      actions={
        <button type="button" className={buttonClass.iconDanger} onClick={onRemove} aria-label={removeLabel}>
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      }
    >
      {children}
    </Panel>
  );
}
