import { useId } from 'react';
import { ToggleSwitch } from '#app/components/admin/toggle-switch.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { userTwoFactorMessages } from './two-factor-messages.ts';
import { useSetTwoFactorRequired, useTwoFactorPolicy } from './use-two-factor-admin.ts';

/** The rule "two-factor login for every staff account", beside the accounts it applies to. */
export function TwoFactorPolicyPanel() {
  const t = useT(userTwoFactorMessages);
  const policy = useTwoFactorPolicy();
  const setRequired = useSetTwoFactorRequired();
  const currentUser = useCurrentUser();
  const id = useId();
  const ownIsOn = currentUser.two_factor_enabled;
  const state = policy.data;
  if (!state) return null;
  // Turning it on is refused while one's own is off (the server says so too): say why beforehand.
  const blocked = !state.required && !ownIsOn;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('policy.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('policy.help')}</p>
      <div className="mt-4">
        <ToggleSwitch
          id={`${id}-switch`}
          label={t('policy.switch')}
          checked={state.required}
          disabled={setRequired.isPending || blocked}
          onCheckedChange={(required) => setRequired.mutate(required)}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {blocked
          ? t('policy.own_first')
          : state.staff_without_two_factor > 0
            ? t('policy.without', { count: state.staff_without_two_factor })
            : t('policy.all_set')}
      </p>
    </section>
  );
}
