import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { ApiError, errorMessageOf } from '#app/lib/api/api-error.ts';
import { useVerifyTwoFactor } from './api/use-verify-two-factor.ts';
import { twoFactorMessages } from './two-factor-messages.ts';

/**
 * The login's second step: the app's code, or a recovery code. A plain form too (method="post"),
 * so a code sent before the page is interactive reaches the route's action with its challenge.
 */
export function TwoFactorLoginStep({
  challenge,
  serverFailure,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  serverFailure: string | null;
  onSignedIn: () => Promise<void>;
  onRestart: () => void;
}) {
  const t = useT(twoFactorMessages);
  const verify = useVerifyTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const fieldError = verify.error instanceof ApiError ? verify.error.fieldErrors.code?.[0] : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await verify.mutateAsync({ challenge, code });
      await onSignedIn();
    } catch {
      // The message is shown under the form from the mutation's error.
      setCode('');
      input.current?.focus();
    }
  };
  const switchMode = () => {
    setRecovery((current) => !current);
    setCode('');
    verify.reset();
    input.current?.focus();
  };

  return (
    <>
      <h1 ref={title} tabIndex={-1} className="mt-6 text-2xl font-bold text-slate-900">
        {t('login.title')}
      </h1>
      <p className="mt-1 text-slate-600">{recovery ? t('login.intro_recovery') : t('login.intro')}</p>
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="challenge" value={challenge} />
        <FormField
          id="login-code"
          label={recovery ? t('login.recovery_code') : t('login.code')}
          required
          error={fieldError}
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              name="code"
              type="text"
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={recovery ? 20 : 7}
              className={`${inputClass} font-mono tracking-widest`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        {(verify.isError && !fieldError) || (serverFailure && verify.isIdle) ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">{t('login.failed')}</p>
            <p>{verify.isError ? errorMessageOf(verify.error) : serverFailure}</p>
          </div>
        ) : null}
        <button type="submit" className={`${buttonClass.primary} py-2.5`} disabled={verify.isPending}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {verify.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <div className="mt-4 flex flex-col items-start gap-2">
        <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={switchMode}>
          {recovery ? t('login.use_app') : t('login.use_recovery')}
        </button>
        <button type="button" className="text-sm text-slate-700 underline" onClick={onRestart}>
          {t('login.restart')}
        </button>
      </div>
    </>
  );
}
