import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalData, PrivacyErasure } from '#contract/schemas/privacy.ts';
import { auditLog, media, revisions, testimonials } from '../../db/schema.ts';
import { pdfFile } from '../../test-support/cv-files.ts';
import { insertJob, submitApplication } from '../../test-support/job-applications.ts';
import { multipart, picture } from '../../test-support/media-uploads.ts';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';
import { ANONYMOUS_CLIENT_NAME } from './personal-data.ts';

let ctx: TestContext;
let admin: SignedInStaff;
let folder: string;
let nextIp = 1;
const visitor = () => `10.34.0.${nextIp++}`;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'weltaare-privacy-'));
  ctx = await createTestApp({
    uploadsDir: path.join(folder, 'uploads'),
    privateFilesDir: path.join(folder, 'private'),
  });
  admin = await signInStaff(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
  await rm(folder, { recursive: true, force: true });
});

/**
 * One person's whole footprint, sent through the public forms as a visitor does (the address typed in
 * another case each time), and handled by staff: a message with a note, an application with a CV and a
 * note, a subscription, a testimonial published with its photo and one still waiting, and the mails.
 */
async function personWithEverything(address: string, slug: string) {
  const cased = (index: number) => (index % 2 === 0 ? address.toUpperCase() : address);
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Fatoumata Diallo',
      email: cased(0),
      subject: 'Un site vitrine',
      message: 'Pouvez-vous me rappeler ?',
    },
    remoteAddress: visitor(),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const messageId = body<{ id: number }>(sent).data.id;
  expect(
    (await admin.call('POST', `/api/admin/messages/${messageId}/notes`, { body: 'Rappelée le lundi.' })).statusCode,
  ).toBe(201);

  await insertJob(ctx.database.db, slug);
  const cv = pdfFile(`CV de ${address}`);
  const applicationId = await submitApplication(ctx.app, slug, cased(1), cv);
  await admin.call('POST', `/api/admin/job-applications/${applicationId}/notes`, { body: 'Bon profil.' });

  const subscribed = await ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: cased(2) },
    remoteAddress: visitor(),
  });
  expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);

  const { payload, headers } = await multipart([
    { name: 'client_name', value: 'Fatoumata Diallo' },
    { name: 'client_email', value: cased(3) },
    { name: 'client_company', value: 'Boutique Kaloum' },
    { name: 'content', value: 'Un site rapide, même sur mon vieux téléphone.' },
    { name: 'consent', value: 'true' },
    { name: 'photo', value: await picture(600, 600).jpeg().toBuffer(), fileName: 'moi.jpg', type: 'image/jpeg' },
  ]);
  const withPhoto = await ctx.app.inject({
    method: 'POST',
    url: '/api/testimonials',
    payload,
    headers,
    remoteAddress: visitor(),
  });
  expect(withPhoto.statusCode, withPhoto.body).toBe(201);
  const publishedId = body<{ id: number }>(withPhoto).data.id;
  await admin.call('PATCH', `/api/admin/testimonials/${publishedId}/approve`);
  const waiting = await ctx.app.inject({
    method: 'POST',
    url: '/api/testimonials',
    payload: {
      client_name: 'Fatoumata D.',
      client_email: address,
      content: 'Et le support répond vite.',
      consent: true,
    },
    remoteAddress: visitor(),
  });
  const waitingId = body<{ id: number }>(waiting).data.id;
  return { messageId, applicationId, cv, publishedId, waitingId };
}

const summaryOf = async (email: string, lang = 'fr') => {
  const response = await admin.call('GET', `/api/admin/privacy?email=${encodeURIComponent(email)}&lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<PersonalData>(response).data;
};

describe('a privacy request', () => {
  it('finds every record held about an address, whatever its case, and nobody else’s', async () => {
    const mine = await personWithEverything('fatoumata.find@example.com', 'privacy-find');
    await personWithEverything('someone.else.find@example.com', 'privacy-find-other');

    const found = await summaryOf('  Fatoumata.Find@Example.com ', 'en');
    expect(found.email).toBe('fatoumata.find@example.com');
    expect(found.messages).toEqual([
      expect.objectContaining({ id: mine.messageId, subject: 'Un site vitrine', stage: 'new', history: 1 }),
    ]);
    expect(found.job_applications).toEqual([
      expect.objectContaining({
        id: mine.applicationId,
        job_title: 'Job privacy-find',
        cv_file_name: 'cv.pdf',
        notes: 1,
      }),
    ]);
    expect(found.newsletter).toEqual(expect.objectContaining({ status: 'pending' }));
    expect(found.testimonials.map(({ id, published }) => [id, published])).toEqual([
      [mine.publishedId, true],
      [mine.waitingId, false],
    ]);
    // The acknowledgements and confirmation to the person, and the message's notification answering to them.
    expect(found.mails.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(found)).not.toContain('someone.else');
  });

  it('exports one ZIP with a README in both languages, every record, the CV and the photo', async () => {
    const mine = await personWithEverything('fatoumata.export@example.com', 'privacy-export');
    const response = await admin.call('GET', '/api/admin/privacy/export?email=fatoumata.export%40example.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''personal-data-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(strFromU8(files['README.txt']!)).toContain('Vos données personnelles chez Weltaare');
    expect(strFromU8(files['README.txt']!)).toContain('Your personal data at Weltaare');
    const data = JSON.parse(strFromU8(files['personal-data.json']!));
    expect(data.email).toBe('fatoumata.export@example.com');
    expect(data.contact_messages[0]).toMatchObject({ id: mine.messageId, message: 'Pouvez-vous me rappeler ?' });
    expect(data.contact_messages[0].history.map((event: { kind: string }) => event.kind)).toEqual(['note']);
    const [application] = data.job_applications;
    expect(application.notes.map((note: { body: string }) => note.body)).toEqual(['Bon profil.']);
    expect(Buffer.from(files[application.cv_file]!)).toEqual(mine.cv);
    expect(application).not.toHaveProperty('cv_key');
    // The record as it is kept: the address as the person typed it.
    expect(data.newsletter_subscription).toMatchObject({ email: 'FATOUMATA.EXPORT@EXAMPLE.COM' });
    const [published] = data.testimonials;
    expect(published).toMatchObject({ client_company: 'Boutique Kaloum', published: true });
    // The photo is the largest variant the site keeps of it, byte for byte.
    const [{ base } = { base: null }] = await ctx.database.db
      .select({ base: testimonials.clientPhoto })
      .from(testimonials)
      .where(eq(testimonials.id, mine.publishedId));
    const stored = (await ctx.database.db.select().from(media)).find(
      (row) => `/media/uploads/${row.storageKey}` === base,
    );
    const largest = [...stored!.variants].sort((a, b) => b.width - a.width)[0]!;
    const served = await ctx.app.inject({ method: 'GET', url: largest.path });
    expect(Buffer.from(files[published.photo_file]!)).toEqual(served.rawPayload);
    expect(data.mails.length).toBeGreaterThanOrEqual(4);

    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'privacy_request'));
    expect(entry).toMatchObject({ action: 'export' });
    expect(JSON.stringify(entry)).not.toContain('fatoumata');
  });

  it('erases everything, keeps a published testimonial without its author when they agree, and logs no address', async () => {
    const mine = await personWithEverything('fatoumata.erase@example.com', 'privacy-erase');
    const other = await personWithEverything('someone.else.erase@example.com', 'privacy-erase-other');
    const [photo] = await ctx.database.db
      .select({ base: testimonials.clientPhoto })
      .from(testimonials)
      .where(eq(testimonials.id, mine.publishedId));
    const variants = (await ctx.database.db.select().from(media)).find(
      (row) => `/media/uploads/${row.storageKey}` === photo?.base,
    )?.variants;
    expect((await ctx.app.inject({ method: 'GET', url: variants![0]!.path })).statusCode).toBe(200);
    // An edit by staff leaves a revision that still holds the name.
    const { version } = body<{ version: number }>(
      await admin.call('GET', `/api/admin/testimonials/${mine.publishedId}`),
    ).data;
    const edited = await admin.call(
      'PATCH',
      `/api/admin/testimonials/${mine.publishedId}`,
      { client_title: { fr: 'Gérante' } },
      { 'if-match': `"${version}"` },
    );
    expect(edited.statusCode, edited.body).toBe(200);

    const response = await admin.call('POST', '/api/admin/privacy/erase', {
      email: 'Fatoumata.Erase@example.com',
      keep_published_testimonials: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).message).toBe(
      'Données effacées\u00a0: l’effacement est noté dans le journal, sans l’adresse',
    );
    expect(body<PrivacyErasure>(response).data).toMatchObject({
      messages: 1,
      job_applications: 1,
      newsletter: 1,
      testimonials_deleted: 1,
      testimonials_anonymised: 1,
    });
    expect(body<PrivacyErasure>(response).data.mails).toBeGreaterThanOrEqual(4);

    expect(await summaryOf('fatoumata.erase@example.com')).toEqual({
      email: 'fatoumata.erase@example.com',
      messages: [],
      job_applications: [],
      newsletter: null,
      testimonials: [],
      mails: [],
    });
    // The CV is gone from the private files; the published words stay, with no one's name or photo.
    const cv = await admin.call('GET', `/api/admin/job-applications/${mine.applicationId}/cv`);
    expect(cv.statusCode).toBe(404);
    const [kept] = await ctx.database.db.select().from(testimonials).where(eq(testimonials.id, mine.publishedId));
    expect(kept).toMatchObject({
      clientName: ANONYMOUS_CLIENT_NAME,
      clientCompany: null,
      clientEmail: null,
      clientPhoto: null,
      clientTitle: null,
      status: 'approved',
      content: { fr: 'Un site rapide, même sur mon vieux téléphone.' },
    });
    const approved = body<{ id: number; client_name: string }[]>(
      await ctx.app.inject({ method: 'GET', url: '/api/testimonials/approved' }),
    ).data;
    expect(approved.find((testimonial) => testimonial.id === mine.publishedId)?.client_name).toBe(
      ANONYMOUS_CLIENT_NAME,
    );
    expect(await ctx.database.db.select().from(revisions).where(eq(revisions.itemId, mine.publishedId))).toEqual([]);
    const photos = await ctx.database.db.select().from(media);
    expect(photos.map((row) => `/media/uploads/${row.storageKey}`)).not.toContain(photo?.base);
    expect((await ctx.app.inject({ method: 'GET', url: variants![0]!.path })).statusCode).toBe(404);

    // Nobody else's data moved.
    const untouched = await summaryOf('someone.else.erase@example.com');
    expect(untouched.messages.map((message) => message.id)).toEqual([other.messageId]);
    expect(untouched.job_applications).toHaveLength(1);
    expect(untouched.testimonials).toHaveLength(2);

    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityType: 'privacy_request', details: body(response).data });
    expect(JSON.stringify(entries)).not.toMatch(/fatoumata/i);

    // Asked again, there is nothing left to erase.
    const again = await admin.call('POST', '/api/admin/privacy/erase', { email: 'fatoumata.erase@example.com' });
    expect(body<PrivacyErasure>(again).data).toEqual({
      messages: 0,
      job_applications: 0,
      newsletter: 0,
      testimonials_deleted: 0,
      testimonials_anonymised: 0,
      mails: 0,
    });
  });

  it('deletes a published testimonial when the person does not agree to keep it', async () => {
    const mine = await personWithEverything('fatoumata.delete@example.com', 'privacy-delete');
    const response = await admin.call('POST', '/api/admin/privacy/erase', { email: 'fatoumata.delete@example.com' });
    expect(body<PrivacyErasure>(response).data).toMatchObject({ testimonials_deleted: 2, testimonials_anonymised: 0 });
    expect(await ctx.database.db.select().from(testimonials).where(eq(testimonials.id, mine.publishedId))).toEqual([]);
  });

  it('answers a bad address with a 422 in the staff member’s language, and is for admins only', async () => {
    const bad = await admin.call('GET', '/api/admin/privacy?email=pas-une-adresse&lang=en');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(body(bad))).toContain('Invalid email format');
    const french = await admin.call('POST', '/api/admin/privacy/erase', { email: '' });
    expect(french.statusCode).toBe(422);
    expect(JSON.stringify(body(french))).toContain('L’email est obligatoire');

    const editor = await signInStaff(ctx, 'editor', 'editor.privacy@weltaare.test');
    for (const [method, url] of [
      ['GET', '/api/admin/privacy?email=a%40example.com'],
      ['GET', '/api/admin/privacy/export?email=a%40example.com'],
      ['POST', '/api/admin/privacy/erase'],
    ] as const) {
      expect(
        (await editor.call(method, url, method === 'POST' ? { email: 'a@example.com' } : undefined)).statusCode,
      ).toBe(403);
    }
  });
});
