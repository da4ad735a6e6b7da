import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_TYPES } from '#contract/schemas/job-application.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { jobApplications, mailOutbox } from '../../db/schema.ts';
import { type Part, multipart } from '../../test-support/media-uploads.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';
import {
  docxFile,
  executableFile,
  pdfFile,
  pdfObjectStream,
  relationshipType,
  relationships,
  zipFile,
} from '../../test-support/cv-files.ts';
import { insertJob } from '../../test-support/job-applications.ts';

let ctx: TestContext;
let staffEmail: string;

beforeAll(async () => {
  ctx = await createTestApp();
  staffEmail = body<PublicSettings>(await ctx.app.inject({ method: 'GET', url: '/api/settings' })).data.contact.email;
  const { db } = ctx.database;
  await insertJob(db, 'api-open');
  await insertJob(db, 'api-closed', { status: 'closed' });
  await insertJob(db, 'api-expired', { closesOn: '2020-01-31' });
  await insertJob(db, 'api-scheduled', { publishAt: new Date(Date.now() + 86_400_000) });
});
afterAll(async () => ctx.close());

let nextIp = 1;
/** Each request from its own address, so the rate limit of one test does not leak into another. */
const freshIp = () => `10.12.0.${nextIp++}`;

const textParts = (email: string, extra: Record<string, string> = { consent: 'on' }): Part[] =>
  Object.entries({
    name: 'Aïssatou Diallo',
    email,
    phone: '+224 620 00 00 00',
    message: 'Je souhaite rejoindre votre équipe technique.',
    ...extra,
  }).map(([name, value]) => ({ name, value }));

const cvPart = (value: Buffer, fileName = 'mon-cv.pdf', type = 'application/pdf'): Part => ({
  name: 'cv',
  value,
  fileName,
  type,
});

async function apply(slug: string, parts: Part[], options: { lang?: string; ip?: string; host?: string } = {}) {
  const { payload, headers } = await multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/careers/${slug}/applications${options.lang ? `?lang=${options.lang}` : ''}`,
    payload,
    headers: { ...headers, ...(options.host ? { host: options.host } : {}) },
    remoteAddress: options.ip ?? freshIp(),
  });
}

const storedFor = (email: string) =>
  ctx.database.db.select().from(jobApplications).where(eq(jobApplications.email, email));
const mailsTo = (address: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, kind)));

describe('POST /api/careers/{slug}/applications', () => {
  it('stores a French application with its PDF privately and queues both mails', async () => {
    const email = 'candidate-fr@example.com';
    const response = await apply('api-open', [...textParts(email), cvPart(pdfFile())], { host: 'evil.example' });
    expect(response.statusCode).toBe(201);
    expect(body(response).message).toBe('Merci ! Votre candidature a bien été reçue.');
    const [row] = await storedFor(email);
    expect(row).toMatchObject({
      name: 'Aïssatou Diallo',
      phone: '+224 620 00 00 00',
      language: 'fr',
      stage: 'new',
      cvMimeType: CV_TYPES.pdf,
      cvFileName: 'mon-cv.pdf',
      jobTitle: { fr: 'Poste api-open', en: 'Job api-open' },
    });
    expect(row?.cvKey).toMatch(/^cv\/\d{4}\/\d{2}\/[a-f0-9]{32}$/);
    expect(await ctx.app.jobApplications.cvStorage.read(row?.cvKey ?? '')).toEqual(pdfFile());

    const [acknowledgement] = await mailsTo(email, 'job-application-acknowledgement');
    expect(acknowledgement?.subject).toBe('Votre candidature : Poste api-open');
    expect(acknowledgement?.textBody).toContain('conservés 3 ans');
    const [notification] = await mailsTo(staffEmail, 'job-application-notification');
    expect(notification?.subject).toContain('Aïssatou Diallo');
    expect(notification?.replyTo).toBe(email);
    // The link comes from PUBLIC_URL, never from the request's Host.
    expect(notification?.textBody).toContain(`http://localhost:3000/admin/job-applications/${row?.id}`);
    expect(notification?.textBody).not.toContain('evil.example');
  });

  it('takes a DOCX on the English slug and answers the candidate in English', async () => {
    const email = 'candidate-en@example.com';
    const response = await apply(
      'api-open-en',
      [...textParts(email), cvPart(docxFile(), 'C:\\fakepath\\Mon CV: été.exe', 'application/octet-stream')],
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(201);
    expect(body(response).message).toBe('Thank you! Your application has been received.');
    const [row] = await storedFor(email);
    expect(row).toMatchObject({ language: 'en', cvMimeType: CV_TYPES.docx, cvFileName: 'Mon CV_ été.docx' });
    const [acknowledgement] = await mailsTo(email, 'job-application-acknowledgement');
    expect(acknowledgement?.subject).toBe('Your application: Job api-open');
    expect(acknowledgement?.textBody).toContain('kept for 3 years');
    // Staff read it in French whatever the candidate's language.
    const [notification] = await mailsTo(staffEmail, 'job-application-notification');
    expect(notification?.textBody).toContain('Nouvelle candidature');
  });

  it('refuses an executable renamed .pdf with a 415 in the visitor’s language and stores nothing', async () => {
    const email = 'exe@example.com';
    const french = await apply('api-open', [...textParts(email), cvPart(executableFile(), 'cv.pdf')]);
    expect(french.statusCode).toBe(415);
    expect(body(french).errors?.cv).toEqual([
      'Format non pris en charge : envoyez votre CV en PDF ou en DOCX (5 Mo max.).',
    ]);
    const english = await apply('api-open', [...textParts(email), cvPart(executableFile(), 'cv.pdf')], { lang: 'en' });
    expect(english.statusCode).toBe(415);
    expect(body(english).errors?.cv).toEqual(['Unsupported format: send your CV as a PDF or DOCX file (5 MB max.).']);
    const otherZip = zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' });
    expect((await apply('api-open', [...textParts(email), cvPart(otherZip, 'cv.docx')])).statusCode).toBe(415);
    expect(await storedFor(email)).toEqual([]);
    expect(await mailsTo(email, 'job-application-acknowledgement')).toEqual([]);
  });

  it('refuses a CV that runs code or fetches content when opened, with a 415 that says why', async () => {
    const email = 'active@example.com';
    const remoteTemplate = docxFile({
      'word/_rels/settings.xml.rels': relationships(
        `<Relationship Id="rId1" Type="${relationshipType('attachedTemplate')}" Target="https://evil.example/t.dotm" TargetMode="External"/>`,
      ),
    });
    const refused = [
      {
        cv: cvPart(docxFile({ 'word/vbaProject.bin': 'VBA' }), 'cv.docx'),
        fr: 'Votre CV contient des macros ou des contrôles ActiveX, qui exécutent du code à l’ouverture : enregistrez-le en document Word sans macros (.docx) ou en PDF, puis renvoyez-le.',
        en: 'Your CV contains macros or ActiveX controls, which run code when it is opened: save it as a Word document without macros (.docx) or as a PDF, then send it again.',
      },
      {
        cv: cvPart(remoteTemplate, 'cv.docx'),
        fr: 'Votre CV charge un contenu extérieur à son ouverture (un modèle, une image ou un objet liés à distance) : enregistrez-le en PDF, puis renvoyez-le.',
        en: 'Your CV loads outside content when it is opened (a remote template, picture or object): save it as a PDF, then send it again.',
      },
      {
        cv: cvPart(pdfFile('CV', [pdfObjectStream('<</S/J#61vaScript/JS(app.launchURL("https://evil.example"))>>')])),
        fr: 'Votre PDF contient du JavaScript, une action qui lance un programme ou un fichier joint : exportez à nouveau votre CV en PDF simple, puis renvoyez-le.',
        en: 'Your PDF contains JavaScript, an action that launches a program or an attached file: export your CV again as a plain PDF, then send it again.',
      },
    ];
    for (const { cv, fr, en } of refused) {
      const french = await apply('api-open', [...textParts(email), cv]);
      expect(french.statusCode).toBe(415);
      expect(body(french)).toMatchObject({ success: false, message: fr, errors: { cv: [fr] } });
      const english = await apply('api-open', [...textParts(email), cv], { lang: 'en' });
      expect(english.statusCode).toBe(415);
      expect(body(english)).toMatchObject({ success: false, message: en, errors: { cv: [en] } });
    }
    expect(await storedFor(email)).toEqual([]);
    expect(await mailsTo(email, 'job-application-acknowledgement')).toEqual([]);
  });

  it('refuses a 6 MB file with a 413 on the CV field', async () => {
    const email = 'big@example.com';
    const big = Buffer.concat([pdfFile(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await apply('api-open', [...textParts(email), cvPart(big)], { lang: 'en' });
    expect(response.statusCode).toBe(413);
    expect(body(response).errors?.cv).toEqual(['File too large: your CV must be 5 MB at most.']);
    expect(await storedFor(email)).toEqual([]);
  });

  it('refuses a closed or expired job with a 410, an unknown or scheduled one with a 404', async () => {
    const parts = [...textParts('closed@example.com'), cvPart(pdfFile())];
    const closed = await apply('api-closed', parts);
    expect(closed.statusCode).toBe(410);
    expect(body(closed).message).toBe('Cette offre est close : elle n’accepte plus de candidatures.');
    const expired = await apply('api-expired-en', parts, { lang: 'en' });
    expect(expired.statusCode).toBe(410);
    expect(body(expired).message).toBe('This job is closed: it no longer accepts applications.');
    expect((await apply('api-scheduled', parts)).statusCode).toBe(404);
    expect((await apply('no-such-job', parts)).statusCode).toBe(404);
    expect(await storedFor('closed@example.com')).toEqual([]);
  });

  it('requires the privacy consent, the CV and valid fields (422 in the visitor’s language)', async () => {
    const email = 'invalid@example.com';
    const noConsent = await apply('api-open', [...textParts(email, {}), cvPart(pdfFile())]);
    expect(noConsent.statusCode).toBe(422);
    expect(body(noConsent).errors?.consent).toEqual([
      'Acceptez la politique de confidentialité pour envoyer votre candidature',
    ]);
    const noCv = await apply('api-open', textParts(email), { lang: 'en' });
    expect(noCv.statusCode).toBe(422);
    expect(body(noCv).errors?.cv).toEqual(['Attach your CV (PDF or DOCX, 5 MB max.)']);
    const badFields = await apply('api-open', [
      ...textParts('not-an-email', { consent: 'on', message: ' ', extra: 'x' }),
      cvPart(pdfFile()),
    ]);
    expect(badFields.statusCode).toBe(422);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/careers/api-open/applications',
      payload: { name: 'x' },
      remoteAddress: freshIp(),
    });
    expect(json.statusCode).toBe(415);
    expect(await storedFor(email)).toEqual([]);
  });

  it('counts each address: the sixth application within 15 minutes answers 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push(
        (await apply('api-closed', [...textParts('limit@example.com'), cvPart(pdfFile())], { ip })).statusCode,
      );
    }
    expect(statuses).toEqual([410, 410, 410, 410, 410, 429]);
  });

  it('answers a malformed multipart body with a 4xx, never a 5xx', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/careers/api-open/applications',
      payload: '--xyz\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF-',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
