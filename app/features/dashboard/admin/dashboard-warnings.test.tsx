import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '#contract/languages.ts';
import type { DashboardWarning } from '#contract/schemas/dashboard.ts';
import { I18nContext } from '#app/i18n/i18n-context.tsx';
import { DashboardWarnings } from './dashboard-warnings.tsx';

function render(warnings: DashboardWarning[], language: Language) {
  return renderToStaticMarkup(
    <I18nContext.Provider value={{ language, setLanguage: () => undefined }}>
      <DashboardWarnings warnings={warnings} />
    </I18nContext.Provider>,
  );
}

describe('DashboardWarnings', () => {
  it('says nothing when all is well', () => {
    expect(render([], 'fr')).toBe('');
  });

  it('words the CVs’ storage nearly full in the staff’s language, with what to do', () => {
    const warning: DashboardWarning = {
      code: 'cv_storage_nearly_full',
      params: { percent: 93, used_mb: 1900, limit_mb: 2048, variable: 'CV_STORAGE_LIMIT_MB' },
    };
    expect(render([warning], 'fr')).toContain(
      'L’espace des CV est plein à 93\u202f%\u00a0: les CV des candidatures occupent 1900\u00a0Mo sur 2048\u00a0Mo. Au-delà, les nouvelles candidatures sont refusées\u00a0: supprimez celles qui ne servent plus, ou augmentez CV_STORAGE_LIMIT_MB puis redémarrez le serveur.',
    );
    expect(render([warning], 'en')).toContain(
      'CV storage is 93% full: the applications’ CVs take 1900 MB of 2048 MB. Past it, new applications are refused: delete those no longer needed, or raise CV_STORAGE_LIMIT_MB and restart the server.',
    );
  });
});
