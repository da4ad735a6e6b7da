import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Warns before leaving a form with unsaved changes: a dialog for links inside the app,
 * the browser's own prompt for reloads, closed tabs and other sites.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useT(adminMessages);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      description={t('unsaved.description')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
