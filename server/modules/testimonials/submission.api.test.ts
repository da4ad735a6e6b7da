import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import type { AdminTestimonial, PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { mailOutbox, media, testimonials } from '../../db/schema.ts';
import { createPageForms } from '../../routes/page-forms.ts';
import { pageFormServicesOf } from '../../routes/pages.ts';
import { type Part, multipart, picture } from '../../test-support/media-uploads.ts';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;
let uploadsDir: string;
let staffEmail: string;
let jpeg: Buffer;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-testimonial-photos-'));
  ctx = await createTestApp({ uploadsDir });
  editor = await signInStaff(ctx, 'editor');
  staffEmail = body<PublicSettings>(await ctx.app.inject({ method: 'GET', url: '/api/settings' })).data.contact.email;
  jpeg = await picture(800, 600).jpeg().toBuffer();
});
afterAll(async () => {
  await ctx.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

let nextIp = 1;
/** Each test posts from its own address so the rate limit of one does not leak into another. */
const freshIp = () => `10.2.0.${nextIp++}`;

const fields = (name: string) => ({
  client_name: name,
  client_email: 'temoin@example.com',
  client_title: 'Directrice',
  client_company: 'Atelier Kindia',
  content: 'Une équipe à l’écoute, un site livré à temps et qui marche sur tous les téléphones.',
});

function postJson(payload: object, options: { lang?: string; ip?: string; headers?: Record<string, string> } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/testimonials${options.lang ? `?lang=${options.lang}` : ''}`,
    payload,
    headers: options.headers,
    remoteAddress: options.ip ?? freshIp(),
  });
}

async function postForm(parts: Part[], options: { lang?: string; ip?: string } = {}) {
  const { payload, headers } = await multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/testimonials${options.lang ? `?lang=${options.lang}` : ''}`,
    payload,
    headers,
    remoteAddress: options.ip ?? freshIp(),
  });
}

/** The text parts of a testimonial, consent ticked as a browser sends a checked box. */
const textParts = (name: string, extra: Record<string, string> = { consent: 'on' }): Part[] =>
  Object.entries({ ...fields(name), ...extra }).map(([partName, value]) => ({ name: partName, value }));

const storedByName = async (name: string) =>
  ctx.database.db.select().from(testimonials).where(eq(testimonials.clientName, name));
const mediaCount = async () => (await ctx.database.db.select({ value: count() }).from(media))[0]?.value ?? 0;
const mailsTo = async (address: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('POST /api/testimonials: consent', () => {
  it('refuses a testimonial without the consent box, in French and in English, and stores nothing', async () => {
    const name = 'Sans Consentement';
    const french = await postJson(fields(name));
    expect(french.statusCode).toBe(422);
    expect(body(french)).toEqual({
      success: false,
      message: 'Les données envoyées sont invalides',
      errors: { consent: ['Cochez la case pour accepter la publication de votre témoignage'] },
    });

    for (const consent of [false, 'true', 1, null]) {
      const refused = await postJson({ ...fields(name), consent }, { lang: 'en' });
      expect(refused.statusCode, String(consent)).toBe(422);
      expect(body(refused), String(consent)).toEqual({
        success: false,
        message: 'The submitted data is invalid',
        errors: { consent: ['Tick the box to agree to your testimonial being published'] },
      });
    }

    const unticked = await postForm(textParts(name, {}));
    expect(unticked.statusCode).toBe(422);
    expect(body(unticked).errors).toEqual({
      consent: ['Cochez la case pour accepter la publication de votre témoignage'],
    });
    expect(await storedByName(name)).toEqual([]);
  });
});

describe('POST /api/testimonials: stored pending, staff told', () => {
  it('stores the testimonial as pending and queues the staff mail in French with the queue link', async () => {
    const name = 'Hawa Cissé';
    const response = await postJson({ ...fields(name), rating: 4, consent: true });
    expect(response.statusCode).toBe(201);
    const json = body<{ id: number; status: string }>(response);
    expect(json.message).toBe('Merci ! Votre témoignage sera publié après validation.');
    expect(json.data.status).toBe('pending');

    const [stored] = await storedByName(name);
    expect(stored).toMatchObject({
      id: json.data.id,
      status: 'pending',
      featured: false,
      clientPhoto: null,
      rating: 4,
    });

    const [notification] = (await mailsTo(staffEmail)).filter(
      (mail) => mail.kind === 'testimonial-notification' && mail.subject.includes(name),
    );
    expect(notification).toMatchObject({
      subject: `[Témoignage] ${name} : à valider`,
      replyTo: 'temoin@example.com',
      status: 'pending',
    });
    expect(notification?.textBody).toContain(`Nouveau témoignage #${json.data.id} à valider`);
    expect(notification?.textBody).toContain('Entreprise : Atelier Kindia');
    expect(notification?.textBody).toContain('Photo : aucune');
    expect(notification?.textBody).toContain(fields(name).content);
    expect(notification?.textBody).toContain('http://localhost:3000/admin/testimonials');
  });

  it('builds the staff link from PUBLIC_URL, never from the Host header', async () => {
    const name = 'Hôte Trompeur';
    const response = await postJson(
      { ...fields(name), consent: true },
      { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
    );
    expect(response.statusCode).toBe(201);
    const [notification] = (await mailsTo(staffEmail)).filter((mail) => mail.subject.includes(name));
    expect(notification?.textBody).toContain('http://localhost:3000/admin/testimonials');
    expect(notification?.textBody).not.toContain('evil.example');
  });

  it('thanks the visitor by mail in their language', async () => {
    const french = await postJson({
      ...fields('Visiteuse Française'),
      client_email: 'fr.visitor@example.com',
      consent: true,
    });
    expect(french.statusCode).toBe(201);
    const [frenchMail] = await mailsTo('fr.visitor@example.com');
    expect(frenchMail).toMatchObject({ kind: 'testimonial-acknowledgement', replyTo: staffEmail });
    expect(frenchMail?.subject).toMatch(/^Merci pour votre témoignage/);
    expect(frenchMail?.textBody).toContain('apparaîtra sur notre site une fois validé');

    const english = await postJson(
      { ...fields('English Visitor'), client_email: 'en.visitor@example.com', consent: true },
      { lang: 'en' },
    );
    expect(body(english).message).toBe('Thank you! Your testimonial will be published once reviewed.');
    const [englishMail] = await mailsTo('en.visitor@example.com');
    expect(englishMail?.subject).toMatch(/^Thank you for your testimonial/);
    expect(englishMail?.textBody).toContain('will appear on our site once our team has approved it');
    expect(englishMail?.textBody).toContain('http://localhost:3000/en');
    // The staff's mail stays in French whatever the visitor's language.
    const [staffMail] = (await mailsTo(staffEmail)).filter((mail) => mail.subject.includes('English Visitor'));
    expect(staffMail?.textBody).toContain('Langue du visiteur : anglais');
  });

  it('limits one address to 5 testimonials per window, multipart included, storing no photo past it', async () => {
    const ip = '192.168.61.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await postJson({ ...fields(`Limite ${i}`), consent: true }, { ip })).statusCode).toBe(201);
    }
    const photos = await mediaCount();
    const limited = await postForm(
      [...textParts('Limite de trop'), { name: 'photo', value: jpeg, fileName: 'moi.jpg', type: 'image/jpeg' }],
      { ip, lang: 'en' },
    );
    expect(limited.statusCode).toBe(429);
    expect(body(limited).message).toBe('Too many requests, please try again later');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedByName('Limite de trop')).toEqual([]);
    expect(await mediaCount()).toBe(photos);
  });
});

describe('POST /api/testimonials: the photo', () => {
  it('accepts a real image sent with the form, re-encoded as a portrait, hidden until approved', async () => {
    const name = 'Photo Acceptée';
    const response = await postForm([
      ...textParts(name, { consent: 'on', rating: '5' }),
      { name: 'photo', value: jpeg, fileName: 'portrait.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(201);
    const { id } = body<{ id: number }>(response).data;

    const [stored] = await storedByName(name);
    expect(stored).toMatchObject({ status: 'pending', rating: 5 });
    const base = stored?.clientPhoto ?? '';
    expect(base).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{20}$/);
    const [photo] = await ctx.database.db
      .select()
      .from(media)
      .where(eq(media.storageKey, base.replace('/media/uploads/', '')));
    expect(photo).toMatchObject({ width: 320, height: 320, mimeType: 'image/jpeg', uploadedBy: null });
    expect(photo?.variants.map((variant) => `${variant.format}-${variant.width}`).sort()).toEqual([
      'avif-160',
      'avif-320',
      'webp-160',
      'webp-320',
    ]);
    const staffMail = (await mailsTo(staffEmail)).find((mail) => mail.subject.includes(name));
    expect(staffMail?.textBody).toContain('Photo : jointe');

    // No public answer names the photo while the testimonial waits.
    for (const url of ['/api/testimonials?per_page=100', '/api/testimonials/approved', '/api/testimonials/featured']) {
      expect((await ctx.app.inject({ method: 'GET', url })).body, url).not.toContain(base);
    }

    expect((await editor.call('PATCH', `/api/admin/testimonials/${id}/approve`)).statusCode).toBe(200);
    const approved = body<PublicTestimonial[]>(
      await ctx.app.inject({ method: 'GET', url: '/api/testimonials/approved' }),
    ).data.find((testimonial) => testimonial.id === id);
    expect(approved?.client_photo).toBe(base);
    const file = await ctx.app.inject({ method: 'GET', url: `${base}-320.webp` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('shows staff the pending testimonial with its photo in the moderation queue', async () => {
    const name = 'Photo En Attente';
    const png = await picture(400, 400).png().toBuffer();
    const response = await postForm([
      ...textParts(name),
      { name: 'photo', value: png, fileName: 'moi.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    const queue = body<AdminTestimonial[]>(
      await editor.call('GET', '/api/admin/testimonials?status=pending&per_page=100'),
    ).data;
    const mine = queue.find((testimonial) => testimonial.client_name === name);
    expect(mine?.status).toBe('pending');
    expect(mine?.client_photo).toMatch(/^\/media\/uploads\//);
  });

  it('takes a multipart testimonial without a photo, an empty file part included', async () => {
    const name = 'Sans Photo';
    const response = await postForm([
      ...textParts(name),
      { name: 'photo', value: Buffer.alloc(0), fileName: '', type: 'application/octet-stream' },
    ]);
    expect(response.statusCode).toBe(201);
    const [stored] = await storedByName(name);
    expect(stored?.clientPhoto).toBeNull();
  });

  it('refuses a file that is no image though named .jpg, in French and English, storing nothing', async () => {
    const name = 'Faux Portrait';
    const photos = await mediaCount();
    const files = await readdir(uploadsDir, { recursive: true });
    const script = Buffer.from('#!/bin/sh\necho "not a picture"\n');
    const french = await postForm([
      ...textParts(name),
      { name: 'photo', value: script, fileName: 'portrait.jpg', type: 'image/jpeg' },
    ]);
    expect(french.statusCode).toBe(415);
    expect(body(french)).toEqual({
      success: false,
      message: 'Format non pris en charge : envoyez une image JPEG, PNG, WebP ou AVIF (5 Mo max).',
      errors: { photo: ['Format non pris en charge : envoyez une image JPEG, PNG, WebP ou AVIF (5 Mo max).'] },
    });

    // A JPEG's first bytes followed by anything else: recognized by its magic number, refused by the decoder.
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const value of [forged, svg]) {
      const english = await postForm(
        [...textParts(name), { name: 'photo', value, fileName: 'me.jpg', type: 'image/jpeg' }],
        { lang: 'en' },
      );
      expect(english.statusCode).toBe(415);
      expect(body(english).errors).toEqual({
        photo: ['Unsupported format: send a JPEG, PNG, WebP or AVIF image (5 MB max).'],
      });
    }
    expect(await storedByName(name)).toEqual([]);
    expect(await mediaCount()).toBe(photos);
    expect(await readdir(uploadsDir, { recursive: true })).toEqual(files);
  });

  it('refuses a photo above 5 MB with 413, in French and English, storing nothing', async () => {
    const name = 'Photo Trop Lourde';
    const huge = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const french = await postForm([
      ...textParts(name),
      { name: 'photo', value: huge, fileName: 'grand.jpg', type: 'image/jpeg' },
    ]);
    expect(french.statusCode).toBe(413);
    expect(body(french).errors).toEqual({
      photo: ['Fichier trop volumineux : envoyez une image JPEG, PNG, WebP ou AVIF de 5 Mo maximum.'],
    });
    const english = await postForm(
      [...textParts(name), { name: 'photo', value: huge, fileName: 'big.jpg', type: 'image/jpeg' }],
      { lang: 'en' },
    );
    expect(english.statusCode).toBe(413);
    expect(body(english).message).toBe('File too large: send a JPEG, PNG, WebP or AVIF image of 5 MB at most.');
    expect(await storedByName(name)).toEqual([]);
  });

  it('validates multipart fields as it validates JSON: missing fields, a bad rating, unknown fields', async () => {
    const response = await postForm(
      [
        { name: 'client_name', value: ' ' },
        { name: 'client_email', value: 'pas-un-email' },
        { name: 'content', value: 'court' },
        { name: 'rating', value: '9' },
        { name: 'status', value: 'approved' },
      ],
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({
      client_name: ['Name is required'],
      client_email: ['Invalid email format'],
      content: ['Testimonial is required'],
      rating: ['Rating must be between 1 and 5'],
      status: ['Field not allowed'],
      consent: ['Tick the box to agree to your testimonial being published'],
    });
  });

  it('refuses a NUL character in a multipart field with 422, never a server error', async () => {
    const response = await postForm(textParts('Nul\u0000Caractère'));
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ client_name: ['Ce champ contient un caractère non autorisé'] });
  });

  it('answers a cut multipart body as a client error', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: { 'content-type': 'multipart/form-data; boundary=cut' },
      payload: '--cut\r\nContent-Disposition: form-data; name="client_name"\r\n\r\nKadi',
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the testimonial form posted without JavaScript (page action, in-process)', () => {
  const formsOf = (language: 'fr' | 'en', ip: string) => createPageForms(pageFormServicesOf(ctx.app), { language, ip });

  it('stores the testimonial pending with its staff mail, and refuses a missing consent in the visitor language', async () => {
    const name = 'Sans JavaScript';
    const refused = await formsOf('en', '10.3.0.1').testimonial(fields(name));
    expect(refused).toEqual({
      ok: false,
      status: 422,
      message: 'The submitted data is invalid',
      errors: { consent: ['Tick the box to agree to your testimonial being published'] },
    });

    const sent = await formsOf('fr', '10.3.0.1').testimonial({ ...fields(name), consent: true });
    expect(sent.ok).toBe(true);
    const [stored] = await storedByName(name);
    expect(stored?.status).toBe('pending');
    expect((await mailsTo(staffEmail)).some((mail) => mail.subject.includes(name))).toBe(true);
  });

  it("counts the visitor's address against the same limit as the API", async () => {
    const ip = '10.3.0.2';
    for (let i = 0; i < 5; i += 1) {
      expect((await formsOf('fr', ip).testimonial({ ...fields(`Page ${i}`), consent: true })).ok).toBe(true);
    }
    const limited = await formsOf('fr', ip).testimonial({ ...fields('Page de trop'), consent: true });
    expect(limited).toMatchObject({
      ok: false,
      status: 429,
      message: 'Trop de requêtes, veuillez réessayer plus tard',
    });
  });
});
