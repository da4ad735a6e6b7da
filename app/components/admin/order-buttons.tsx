import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Trash2 } from 'lucide-react';
import { buttonClass } from '#app/components/admin/buttons.ts';

/**
 * Move one of a list's entries before or after its neighbour, or remove it: a link up and down its
 * menu, a footer column left and right. Buttons, not dragging: a keyboard and a screen reader use them.
 */
export function OrderButtons({
  index,
  count,
  direction,
  labels,
  move,
  remove,
}: {
  index: number;
  count: number;
  /** How the entries stand: one under the other (links), or side by side (columns). */
  direction: 'vertical' | 'horizontal';
  labels: { before: string; after: string; remove: string };
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const [Before, After] = direction === 'vertical' ? [ArrowUp, ArrowDown] : [ArrowLeft, ArrowRight];
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={buttonClass.icon}
        aria-label={labels.before}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        <Before aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={buttonClass.icon}
        aria-label={labels.after}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <After aria-hidden="true" className="size-5" />
      </button>
      <button type="button" className={buttonClass.iconDanger} aria-label={labels.remove} onClick={() => remove(index)}>
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
