import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** The texts of a form's thanks, under the same keys in each form's messages. */
type ThanksKey = 'result.success_title' | 'result.success' | 'result.again';

/** The thanks that replaces a public form once sent: focused, so a screen reader reads it at once. */
export function FormThanks({ t, onAgain }: { t: (key: ThanksKey) => string; onAgain: () => void }) {
  const title = t('result.success_title');
  const text = t('result.success');
  const againLabel = t('result.again');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      className="rounded-xl bg-emerald-50 p-6 text-emerald-900 ring-1 ring-emerald-200 focus:outline-none"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </p>
      <p className="mt-2">{text}</p>
      <button
        type="button"
        onClick={onAgain}
        className="mt-4 font-semibold text-emerald-900 underline underline-offset-4 hover:text-emerald-700"
      >
        {againLabel}
      </button>
    </div>
  );
}
