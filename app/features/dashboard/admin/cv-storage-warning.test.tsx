import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '#contract/languages.ts';
import type { AdminDashboard } from '#contract/schemas/dashboard.ts';
import { I18nContext } from '#app/i18n/i18n-context.tsx';
import { CvStorageWarning } from './cv-storage-warning.tsx';

const MB = 1024 * 1024;

function render(storage: AdminDashboard['cv_storage'], language: Language) {
  const router = createMemoryRouter([{ path: '/', element: <CvStorageWarning storage={storage} /> }]);
  return renderToStaticMarkup(
    <I18nContext.Provider value={{ language, setLanguage: () => undefined }}>
      <RouterProvider router={router} />
    </I18nContext.Provider>,
  );
}

describe('CvStorageWarning', () => {
  it('says nothing while the CVs take less than 90% of their storage', () => {
    expect(render({ used_bytes: 1500 * MB, limit_bytes: 2048 * MB, nearly_full: false }, 'fr')).toBe('');
  });

  it('warns staff in their language, with what the CVs take and what to do', () => {
    const storage = { used_bytes: 1900 * MB, limit_bytes: 2048 * MB, nearly_full: true };
    const french = render(storage, 'fr');
    expect(french).toContain('L’espace des CV est plein à 93\u00a0%');
    expect(french).toContain('1\u202f900\u202fMo sur 2\u202f048\u202fMo');
    expect(french).toContain('CV_STORAGE_LIMIT_MB');
    expect(french).toContain('href="/admin/job-applications"');
    const english = render(storage, 'en');
    expect(english).toContain('CV storage is 93% full');
    expect(english).toContain('1,900 MB of 2,048 MB');
  });
});
