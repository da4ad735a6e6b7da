import { type APIRequestContext, expect } from '@playwright/test';
import { apiLogin, apiWithToken, uniqueName } from './admin-session.ts';

export interface TestJob {
  id: number;
  slug: string;
  slugEn: string;
  title: { fr: string; en: string };
}

/** A job post of the test's own, through the admin API: open unless told otherwise, its slugs unique. */
export async function createJob(request: APIRequestContext, status: 'open' | 'closed' = 'open'): Promise<TestJob> {
  const suffix = uniqueName('poste').split(' ')[1] ?? '';
  const title = { fr: `Comptable ${suffix}`, en: `Accountant ${suffix}` };
  const slug = `comptable-${suffix}`;
  const slugEn = `accountant-${suffix}`;
  const token = await apiLogin(request);
  const job = await apiWithToken<{ id: number }>(request, token, 'POST', '/admin/careers', {
    slug,
    slug_en: slugEn,
    title,
    summary: { fr: 'Tenir les comptes de l’agence.', en: 'Keep the agency’s accounts.' },
    body: { fr: '<p>Missions comptables.</p>', en: '<p>Accounting work.</p>' },
    location: { fr: 'Conakry', en: 'Conakry' },
    employment_type: 'full-time',
    status,
  });
  return { id: job.id, slug, slugEn, title };
}

/** The job and every application to it (the applications first: a deleted job would leave them unfiltered). */
export async function removeJob(request: APIRequestContext, job: TestJob) {
  const token = await apiLogin(request);
  const applications = await apiWithToken<{ id: number }[]>(
    request,
    token,
    'GET',
    `/admin/job-applications?job_post_id=${job.id}&per_page=100`,
  );
  for (const application of applications) {
    await apiWithToken(request, token, 'DELETE', `/admin/job-applications/${application.id}`);
  }
  await apiWithToken(request, token, 'DELETE', `/admin/careers/${job.id}`);
}

/** A small but real PDF. */
export function pdfBytes(text = 'CV'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** An application through the public route, as the form's island sends it. */
export async function applyTo(request: APIRequestContext, job: TestJob, name: string, language: 'fr' | 'en' = 'fr') {
  const response = await request.post(`/api/careers/${job.slug}/applications?lang=${language}`, {
    multipart: {
      name,
      email: 'candidat@example.com',
      phone: '+224 620 11 22 33',
      message: 'Je postule avec plaisir.',
      consent: 'on',
      cv: { name: 'cv-candidat.pdf', mimeType: 'application/pdf', buffer: pdfBytes(name) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
