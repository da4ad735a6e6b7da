import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '#app/components/ui/localized-link.tsx';
import { loginSchema } from '#contract/schemas/auth.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { Logo } from '#app/components/layout/logo.tsx';
import { LanguageSwitcher } from '#app/components/layout/language-switcher.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { errorMessageOf } from '#app/lib/api/api-error.ts';
import { zodFormResolver } from '#app/lib/admin/zod-form-resolver.ts';
import { useLogin } from './api/use-login.ts';
import { authMessages } from './messages.ts';
import { TwoFactorLoginStep } from './two-factor-login-step.tsx';

interface Credentials {
  email: string;
  password: string;
}

/** Where to go after logging in: only a path of the back office, never another site. */
export function safeNextPath(next: string | null): string {
  if (next && /^\/(admin|profile)(\/|$|\?)/.test(next) && !next.startsWith('/admin/login')) return next;
  return '/admin';
}

/**
 * `serverFailure`: why a sign-in posted without JavaScript was refused, in the page's language;
 * `serverChallenge`: the second step such a sign-in asked for (two-factor login, ADR 0023).
 */
export function LoginScreen({
  serverFailure = null,
  serverChallenge = null,
}: {
  serverFailure?: string | null;
  serverChallenge?: string | null;
}) {
  const t = useT(authMessages);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const form = useForm<Credentials>({
    resolver: zodFormResolver(loginSchema, language),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [challenge, setChallenge] = useState<string | null>(serverChallenge);
  const goOn = async () => {
    await navigate(safeNextPath(searchParams.get('next')), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      const answer = await login.mutateAsync(credentials);
      if ('challenge' in answer) {
        setChallenge(answer.challenge);
        return;
      }
      await goOn();
    } catch {
      // The message is shown under the form from the mutation's error.
    }
  });

  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <title>{`${t('login.meta_title')} · Weltaare`}</title>
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <Logo className="h-10 w-auto" />
        {challenge ? (
          <TwoFactorLoginStep
            challenge={challenge}
            serverFailure={challenge === serverChallenge ? serverFailure : null}
            onSignedIn={goOn}
            onRestart={() => {
              setChallenge(null);
              login.reset();
              form.reset({ email: form.getValues('email'), password: '' });
            }}
          />
        ) : (
          <>
            <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('login.title')}</h1>
            <p className="mt-1 text-slate-600">{t('login.subtitle')}</p>
            {/* method="post": a submit before the page is interactive must never put the password in the URL. */}
            <form method="post" noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
              <FormField id="login-email" label={t('login.email')} required error={errors.email?.message}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    autoComplete="username"
                    className={inputClass}
                    {...form.register('email')}
                  />
                )}
              </FormField>
              <FormField id="login-password" label={t('login.password')} required error={errors.password?.message}>
                {(control) => (
                  <input
                    {...control}
                    type="password"
                    autoComplete="current-password"
                    className={inputClass}
                    {...form.register('password')}
                  />
                )}
              </FormField>
              {login.isError || (serverFailure && login.isIdle && !serverChallenge) ? (
                <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  <p className="font-semibold">{t('login.failed')}</p>
                  <p>{login.isError ? errorMessageOf(login.error) : serverFailure}</p>
                </div>
              ) : null}
              <button type="submit" className={`${buttonClass.primary} py-2.5`} disabled={isSubmitting}>
                <LogIn aria-hidden="true" className="size-4" />
                {isSubmitting ? t('login.submitting') : t('login.submit')}
              </button>
            </form>
          </>
        )}
        <div className="mt-6 flex items-center justify-between gap-4">
          <Link to="/" className="text-sm font-semibold text-brand-700 underline">
            {t('login.back_to_site')}
          </Link>
          <LanguageSwitcher />
        </div>
      </div>
    </main>
  );
}
