import { Feather } from 'lucide-react';
import { LIGHT_MODE_COOKIE, type LightModeChoice } from '#contract/light-mode.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { defineIsland } from '#app/islands/define-island.tsx';
import { useLightMode } from '#app/lib/light-mode.tsx';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The footer's light-mode switch (ADR 0015): the choice is a cookie the server reads (it wins over
 * Save-Data, either way) and the page is loaded again in the chosen mode.
 */
function LightModeSwitch() {
  const t = useT(commonMessages);
  const light = useLightMode();
  const choose = (choice: LightModeChoice) => {
    document.cookie = `${LIGHT_MODE_COOKIE}=${choice}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    window.location.reload();
  };
  return (
    <div className="flex flex-col items-start gap-1 md:items-end">
      <button
        type="button"
        aria-pressed={light}
        aria-describedby="light-mode-hint"
        onClick={() => choose(light ? 'off' : 'on')}
        className="inline-flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-200 hover:text-white"
      >
        <Feather aria-hidden="true" className="size-4 text-accent-400" />
        {t('footer.light_mode')}
        <span
          aria-hidden="true"
          className={`relative inline-flex h-5 w-9 rounded-full transition-colors ${light ? 'bg-accent-500' : 'bg-slate-600'}`}
        >
          <span
            className={`absolute top-0.5 size-4 rounded-full bg-white transition-all ${light ? 'left-4.5' : 'left-0.5'}`}
          />
        </span>
      </button>
      <p id="light-mode-hint" className="text-xs text-slate-400">
        {t('footer.light_mode_hint')}
      </p>
    </div>
  );
}

export default defineIsland('light-mode-switch', LightModeSwitch, 'load');
