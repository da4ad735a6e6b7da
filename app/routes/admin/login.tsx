import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { data, Navigate, useNavigate, useRouteLoaderData, useSearchParams } from 'react-router';
import { PageSpinner } from '#app/components/layout/page-spinner.tsx';
import { useSession } from '#app/features/auth/api/use-session.ts';
import { errorTexts } from '#app/i18n/error-texts.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { LoginScreen, safeNextPath } from '#app/features/auth/login-screen.tsx';
import { storeAuthToken } from '#app/lib/api/auth-token.ts';
import { sessionQueryKey } from '#app/lib/auth/session-query.ts';
import { readFormData } from '#app/lib/read-form-data.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/login';
import { adminMeta } from './admin-meta.ts';

export const meta = adminMeta;

/** A sign-in posted before the page was interactive: checked in-process by the same login service as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const noStore = { 'cache-control': 'no-store' };
  const challenge = form?.get('challenge');
  // The second step of a two-factor login (ADR 0023): the challenge of the first and a code.
  if (typeof challenge === 'string') {
    const result = await context.forms.loginTwoFactor({ challenge, code: String(form?.get('code') ?? '') });
    if (result.ok) return data({ session: result.data, challenge: null, failure: null }, { headers: noStore });
    return data({ session: null, challenge, failure: result.message }, { status: result.status, headers: noStore });
  }
  const result = await context.forms.login({
    email: String(form?.get('email') ?? ''),
    password: String(form?.get('password') ?? ''),
  });
  if (!result.ok) return data({ session: null, challenge: null, failure: result.message }, { status: result.status });
  if ('challenge' in result.data) {
    return data({ session: null, challenge: result.data.challenge, failure: null }, { headers: noStore });
  }
  return data({ session: result.data, challenge: null, failure: null }, { headers: noStore });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedInByPost = actionData?.session ?? null;
  const next = safeNextPath(searchParams.get('next'));
  // The server cannot know whether a session is stored: it shows the form, which works before the scripts run.
  const hydrated = useHydrated();
  const t = useT(commonMessages);
  const rejectedStatus = useRouteLoaderData<typeof rootLoader>('root')?.rejectedStatus ?? null;
  const refusal = rejectedStatus === null ? null : t(errorTexts(rejectedStatus).description);

  useEffect(() => {
    if (!signedInByPost) return;
    storeAuthToken(signedInByPost.token);
    queryClient.setQueryData(sessionQueryKey, signedInByPost.user);
    void navigate(next, { replace: true });
  }, [signedInByPost, queryClient, navigate, next]);

  if (session.status === 'signed-in') return <Navigate to={next} replace />;
  return (
    <>
      <LoginScreen serverFailure={actionData?.failure ?? refusal} serverChallenge={actionData?.challenge ?? null} />
      {(hydrated && session.status === 'checking') || signedInByPost ? <PageSpinner /> : null}
    </>
  );
}
