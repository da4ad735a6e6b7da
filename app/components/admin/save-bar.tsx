import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { BusyButton } from './busy-button.tsx';

/** A form's "Save" kept in sight at the bottom of the screen, after `children` (cancel, discard). */
export function SaveBar({
  saving,
  canSave = true,
  children,
}: {
  saving: boolean;
  canSave?: boolean;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
      {children}
      {canSave ? (
        <BusyButton busy={saving} busyLabel={t('action.saving')} icon={Save}>
          {t('action.save')}
        </BusyButton>
      ) : null}
    </div>
  );
}

/** Above a refused form: its fields say why, each under itself. */
export function FormErrorsSummary({ shown }: { shown: boolean }) {
  const t = useT(adminMessages);
  return shown ? (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800">
      {t('form.errors_summary')}
    </p>
  ) : null;
}
