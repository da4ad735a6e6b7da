import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { jobPosts } from '../db/schema.ts';
import { multipart } from './media-uploads.ts';
import { pdfFile } from './cv-files.ts';

/** A job post of the test's own, open unless told otherwise; its English slug ends in `-en`. */
export async function insertJob(
  db: Db,
  slug: string,
  values: { status?: 'open' | 'closed'; closesOn?: string | null; publishAt?: Date | null } = {},
) {
  const [row] = await db
    .insert(jobPosts)
    .values({
      slug,
      slugEn: `${slug}-en`,
      title: { fr: `Poste ${slug}`, en: `Job ${slug}` },
      summary: { fr: 'Un poste pour les tests.', en: 'A job for the tests.' },
      body: { fr: '<p>Description</p>', en: '<p>Description</p>' },
      location: { fr: 'Conakry', en: 'Conakry' },
      employmentType: 'full-time',
      status: values.status ?? 'open',
      closesOn: values.closesOn ?? null,
      publishAt: values.publishAt ?? null,
    })
    .returning();
  if (!row) throw new Error('job insert returned nothing');
  return row;
}

let nextIp = 1;

/** A candidate's application through the public route (a PDF CV, consent ticked), from an address of its own. */
export async function sendApplication(
  app: App,
  slug: string,
  email: string,
  cv: Buffer = pdfFile(email),
  language: 'fr' | 'en' = 'fr',
) {
  const { payload, headers } = await multipart([
    { name: 'name', value: `Candidate ${email}` },
    { name: 'email', value: email },
    { name: 'message', value: 'Je suis motivé.' },
    { name: 'consent', value: 'on' },
    { name: 'cv', value: cv, fileName: 'cv.pdf', type: 'application/pdf' },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/careers/${slug}/applications?lang=${language}`,
    payload,
    headers,
    remoteAddress: `10.13.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
  });
}

/** An application that must be taken: its id. */
export async function submitApplication(...args: Parameters<typeof sendApplication>) {
  const response = await sendApplication(...args);
  if (response.statusCode !== 201) throw new Error(`application refused: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}
