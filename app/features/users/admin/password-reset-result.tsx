import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { useToast } from '#app/lib/use-toast.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { userAdminMessages } from './messages.ts';

/** The generated password, shown once after a reset until the admin dismisses it. */
export function PasswordResetResult({
  name,
  password,
  onDismiss,
}: {
  name: string;
  password: string;
  onDismiss: () => void;
}) {
  const t = useT(userAdminMessages);
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [password]);

  return (
    <section
      aria-labelledby="password-reset-title"
      className="flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950 sm:p-6"
    >
      <h2
        id="password-reset-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold"
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {t('reset.result_title', { name })}
      </h2>
      <p>{t('reset.result_text')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="generated-password"
          className="rounded-lg bg-white px-3 py-2 font-mono text-base break-all text-slate-900 ring-1 ring-green-300"
        >
          {password}
        </code>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            void navigator.clipboard.writeText(password).then(
              () => toast({ title: t('reset.copied') }),
              () => undefined,
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('reset.copy')}
        </button>
      </div>
      <button type="button" className={`${buttonClass.primary} self-start`} onClick={onDismiss}>
        {t('reset.dismiss')}
      </button>
    </section>
  );
}
