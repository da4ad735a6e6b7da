import { Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { TwoFactorSetup } from '#contract/schemas/two-factor.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ApiError, errorMessageOf } from '#app/lib/api/api-error.ts';
import { useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { formatDateTime } from '#app/lib/format-date.ts';
import { useToast } from '#app/lib/use-toast.ts';
import { useDisableTwoFactor } from './api/use-disable-two-factor.ts';
import { useEnableTwoFactor } from './api/use-enable-two-factor.ts';
import { useTwoFactorSetup } from './api/use-two-factor-setup.ts';
import { useTwoFactorStatus } from './api/use-two-factor-status.ts';
import { twoFactorMessages } from './two-factor-messages.ts';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

/** Few enough recovery codes left to say so. */
const FEW_CODES_LEFT = 3;

/** The secret in groups of four, easier to copy by hand into an app. */
const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The field error of a 422 on `code`, else the message for a toast. */
function codeErrorOf(error: unknown): { field?: string; toast?: string } {
  const field = error instanceof ApiError ? error.fieldErrors.code?.[0] : undefined;
  return field ? { field } : { toast: errorMessageOf(error) };
}

/** Turning two-factor login on (QR code, first code, recovery codes) and off (a current code), in the profile. */
export function TwoFactorSection() {
  const t = useT(twoFactorMessages);
  const { language } = useLanguage();
  const status = useTwoFactorStatus();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const state = status.data;
  const enabled = state?.enabled === true;

  return (
    <section aria-labelledby="profile-two-factor" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="profile-two-factor" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t('profile.title')}
        </h2>
        {state ? (
          <StatusBadge tone={enabled ? 'green' : 'slate'}>{enabled ? t('profile.on') : t('profile.off')}</StatusBadge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('profile.intro')}</p>
      {state?.required && !enabled ? (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('profile.required_notice')}
        </p>
      ) : null}
      {/* The setup stays on screen until its codes are shown, though the status already says "on". */}
      {!state ? null : recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            heading.current?.focus();
          }}
        />
      ) : pending ? (
        <SetupSteps
          setup={pending}
          onCancel={() => {
            setPending(null);
            heading.current?.focus();
          }}
          onEnabled={(codes) => {
            setPending(null);
            setRecoveryCodes(codes);
          }}
        />
      ) : enabled ? (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-slate-800">
            {state.enabled_at ? `${t('profile.on_since', { date: formatDateTime(state.enabled_at, language) })} ` : ''}
            {t('profile.codes_left', { count: state.recovery_codes_left })}
          </p>
          {state.recovery_codes_left <= FEW_CODES_LEFT ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {t('profile.codes_low')}
            </p>
          ) : null}
          {state.required ? (
            <p className="text-sm text-slate-700">{t('profile.required_by_admin')}</p>
          ) : (
            <DisableForm />
          )}
        </div>
      ) : (
        <StartButton onStarted={setPending} />
      )}
    </section>
  );
}

function StartButton({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const t = useT(twoFactorMessages);
  const tAdmin = useT(adminMessages);
  const toast = useToast();
  const setup = useTwoFactorSetup();
  return (
    <button
      type="button"
      className={`${buttonClass.primary} mt-4`}
      disabled={setup.isPending}
      onClick={() =>
        setup.mutate(undefined, {
          onSuccess: onStarted,
          onError: (error) =>
            toast({ title: tAdmin('toast.error'), description: errorMessageOf(error), variant: 'destructive' }),
        })
      }
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      {setup.isPending ? t('profile.starting') : t('profile.start')}
    </button>
  );
}

function SetupSteps({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const t = useT(twoFactorMessages);
  const tAdmin = useT(adminMessages);
  const toast = useToast();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const scanHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => scanHeading.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { code },
      {
        onSuccess: (result) => {
          toast({ title: t('profile.enabled_toast') });
          onEnabled(result.recovery_codes);
        },
        onError: (failure) => {
          const { field, toast: message } = codeErrorOf(failure);
          setError(field);
          if (message) toast({ title: tAdmin('toast.error'), description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="flex flex-col gap-3">
        <h3 ref={scanHeading} tabIndex={-1} className="font-semibold text-slate-900">
          {t('profile.step_scan')}
        </h3>
        <img
          src={setup.qr_code}
          alt={t('profile.qr_alt')}
          width={224}
          height={224}
          className="size-56 rounded-lg border border-slate-200 [image-rendering:pixelated]"
        />
        <p className="max-w-64 text-sm text-slate-700">{t('profile.manual')}</p>
        <code className="max-w-64 rounded bg-slate-100 px-2 py-1 font-mono text-sm break-words text-slate-900">
          {groupedSecret(setup.secret)}
        </code>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex max-w-sm flex-col gap-4">
        <h3 className="font-semibold text-slate-900">{t('profile.step_confirm')}</h3>
        <FormField id="two-factor-enable-code" label={t('profile.code')} required error={error}>
          {(control) => (
            <input
              {...control}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              className={`${inputClass} font-mono tracking-widest`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <BusyButton busy={enable.isPending} busyLabel={t('profile.confirming')} icon={ShieldCheck}>
            {t('profile.confirm')}
          </BusyButton>
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            {t('profile.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT(twoFactorMessages);
  const tAdmin = useT(adminMessages);
  const toast = useToast();
  const user = useCurrentUser();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const text = `${t('profile.codes_file', { email: user.email })}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('profile.copied') });
    } catch (error) {
      toast({ title: tAdmin('toast.error'), description: errorMessageOf(error), variant: 'destructive' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'weltaare-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="mt-4 flex flex-col gap-4 rounded-lg border border-green-300 bg-green-50 p-4">
      <h3 ref={title} tabIndex={-1} className="font-semibold text-green-950">
        {t('profile.codes_title')}
      </h3>
      <p className="text-sm text-green-950">{t('profile.codes_help')}</p>
      <ol aria-label={t('profile.codes_list')} className="grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-md">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center text-slate-900 ring-1 ring-green-200">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass.secondary} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('profile.copy')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {t('profile.download')}
        </button>
        <button type="button" className={buttonClass.primary} onClick={onDone}>
          {t('profile.codes_done')}
        </button>
      </div>
    </div>
  );
}

function DisableForm() {
  const t = useT(twoFactorMessages);
  const tAdmin = useT(adminMessages);
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { code },
      {
        onSuccess: () => {
          setCode('');
          setError(undefined);
          toast({ title: t('profile.disabled_toast') });
        },
        onError: (failure) => {
          const { field, toast: message } = codeErrorOf(failure);
          setError(field);
          if (message) toast({ title: tAdmin('toast.error'), description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-sm flex-col gap-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t('profile.disable_title')}</h3>
      <FormField
        id="two-factor-disable-code"
        label={t('profile.disable_code')}
        hint={t('profile.disable_help')}
        required
        error={error}
      >
        {(control) => (
          <input
            {...control}
            name="code"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            className={`${inputClass} font-mono`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className={`${buttonClass.danger} self-start`} disabled={disable.isPending}>
        <ShieldOff aria-hidden="true" className="size-4" />
        {disable.isPending ? t('profile.disabling') : t('profile.disable')}
      </button>
    </form>
  );
}
