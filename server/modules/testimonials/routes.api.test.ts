import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { projects, services, testimonials } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

let nextIp = 1;
/** Each test posts from its own address so the rate limit of one does not leak into another. */
const post = (payload: unknown, options: { url?: string; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: options.url ?? '/api/testimonials',
    payload: payload as object,
    remoteAddress: options.ip ?? `10.1.0.${nextIp++}`,
  });

/** The seeded testimonials (server/db/seed/content/testimonials.ts). */
const APPROVED_FEATURED = ['Mamadou Diallo', 'Fatoumata Camara', 'Ibrahima Sow'];
const APPROVED = [...APPROVED_FEATURED, 'Aïssatou Bah'];
const PENDING = ['Sékou Kourouma', 'Mariama Soumah'];
const REJECTED = ['Alpha Touré'];
const SEEDED_EMAILS = [
  'mamadou.diallo@example.com',
  'fatoumata.camara@example.com',
  'ibrahima.sow@example.com',
  'aissatou.bah@example.com',
  'sekou.kourouma@example.com',
  'mariama.soumah@example.com',
  'alpha.toure@example.com',
];

const names = (list: PublicTestimonial[]) => list.map((testimonial) => testimonial.client_name);

async function serviceId(slug: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`seed service ${slug} missing`);
  return row.id;
}

async function projectId(slug: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: projects.id }).from(projects).where(eq(projects.slug, slug));
  if (!row) throw new Error(`seed project ${slug} missing`);
  return row.id;
}

const validSubmission = {
  client_name: 'Kadiatou Barry',
  client_email: 'kadiatou.barry@example.com',
  client_title: 'Gérante',
  client_company: 'Barry Couture',
  content: 'Un site clair et rapide, livré dans les délais. Nos clientes commandent maintenant en ligne.',
  rating: 5,
  consent: true,
};

/** Every public read of testimonials, so a test can check none of them shows something. */
async function publicTestimonialResponses() {
  const webDevelopment = await serviceId('web-development');
  const flamboyants = await projectId('portail-groupe-scolaire-les-flamboyants');
  const urls = [
    '/api/testimonials',
    '/api/testimonials?per_page=100',
    '/api/testimonials?featured=false',
    '/api/testimonials/approved',
    '/api/testimonials/featured',
    `/api/testimonials/service/${webDevelopment}`,
    `/api/testimonials/project/${flamboyants}`,
    '/api/testimonials?lang=en',
  ];
  return Promise.all(urls.map(async (url) => ({ url, response: await get(url) })));
}

describe('GET /api/testimonials', () => {
  it('lists only approved testimonials, featured first, with pagination meta', async () => {
    const response = await get('/api/testimonials');
    expect(response.statusCode).toBe(200);
    const json = body<PublicTestimonial[]>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('OK');
    expect(json.meta).toEqual({ page: 1, per_page: 12, total: 4, total_pages: 1 });
    expect(names(json.data).sort()).toEqual([...APPROVED].sort());
    expect(json.data.slice(0, 3).every((testimonial) => testimonial.featured)).toBe(true);
    expect(json.data[3]?.client_name).toBe('Aïssatou Bah');
    for (const hidden of [...PENDING, ...REJECTED]) expect(names(json.data)).not.toContain(hidden);
  });

  it('shows the French text by default and the English text when asked', async () => {
    const french = body<PublicTestimonial[]>(await get('/api/testimonials'));
    const english = body<PublicTestimonial[]>(await get('/api/testimonials?lang=en'));
    const byHeader = body<PublicTestimonial[]>(await get('/api/testimonials', { 'accept-language': 'en-US' }));
    const mamadou = (list: PublicTestimonial[]) =>
      list.find((testimonial) => testimonial.client_name === 'Mamadou Diallo');
    expect(mamadou(french.data)?.client_title).toBe('Directeur général');
    expect(mamadou(french.data)?.content).toContain('Weltaare a compris très vite nos contraintes');
    expect(mamadou(english.data)?.client_title).toBe('Managing Director');
    expect(mamadou(english.data)?.content).toContain('Weltaare quickly understood our constraints');
    expect(mamadou(byHeader.data)?.client_title).toBe('Managing Director');
  });

  it('returns what a testimonial card needs, with no photo when none was given', async () => {
    const json = body<PublicTestimonial[]>(await get('/api/testimonials'));
    const fatoumata = json.data.find((testimonial) => testimonial.client_name === 'Fatoumata Camara');
    expect(fatoumata).toMatchObject({
      client_company: 'Kaloum Express',
      client_photo: null,
      rating: 5,
      featured: true,
    });
    const ibrahima = json.data.find((testimonial) => testimonial.client_name === 'Ibrahima Sow');
    expect(ibrahima?.client_photo).toBe('/media/seed/people/ibrahima-sow');
    expect(ibrahima?.client_company).toBeNull();
  });

  it('filters by featured', async () => {
    const featured = body<PublicTestimonial[]>(await get('/api/testimonials?featured=true'));
    expect(names(featured.data).sort()).toEqual([...APPROVED_FEATURED].sort());
    expect(featured.meta?.total).toBe(3);

    const notFeatured = body<PublicTestimonial[]>(await get('/api/testimonials?featured=false'));
    expect(names(notFeatured.data)).toEqual(['Aïssatou Bah']);
    expect(notFeatured.meta?.total).toBe(1);
  });

  it('filters by service and by project', async () => {
    const byService = body<PublicTestimonial[]>(
      await get(`/api/testimonials?service_id=${await serviceId('mobile-apps')}`),
    );
    expect(names(byService.data)).toEqual(['Fatoumata Camara']);

    // Only a pending testimonial is linked to hosting.
    const hosting = body<PublicTestimonial[]>(await get(`/api/testimonials?service_id=${await serviceId('hosting')}`));
    expect(hosting.data).toEqual([]);

    const project = await projectId('portail-groupe-scolaire-les-flamboyants');
    const byProject = body<PublicTestimonial[]>(await get(`/api/testimonials?project_id=${project}`));
    expect(names(byProject.data)).toEqual(['Mamadou Diallo']);
  });

  it('paginates the approved testimonials', async () => {
    const all = body<PublicTestimonial[]>(await get('/api/testimonials'));
    const page2 = body<PublicTestimonial[]>(await get('/api/testimonials?page=2&per_page=3'));
    expect(page2.meta).toEqual({ page: 2, per_page: 3, total: 4, total_pages: 2 });
    expect(names(page2.data)).toEqual(['Aïssatou Bah']);
    const page1 = body<PublicTestimonial[]>(await get('/api/testimonials?page=1&per_page=3'));
    expect(names(page1.data)).toEqual(names(all.data).slice(0, 3));
  });

  it('rejects invalid parameters with 422 in the visitor language', async () => {
    const response = await get('/api/testimonials?featured=maybe&page=0&per_page=1000&service_id=x&lang=en');
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.success).toBe(false);
    expect(json.message).toBe('The submitted data is invalid');
    expect(json.errors).toEqual({
      featured: ['Invalid value'],
      page: ['Invalid value'],
      per_page: ['Invalid value'],
      service_id: ['Invalid value'],
    });
  });

  it('never exposes the private client email', async () => {
    for (const { url, response } of await publicTestimonialResponses()) {
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('client_email');
      for (const email of SEEDED_EMAILS) expect(response.body, url).not.toContain(email);
    }
  });
});

describe('GET /api/testimonials/approved and /featured', () => {
  it('lists every approved testimonial and nothing else', async () => {
    const response = await get('/api/testimonials/approved');
    expect(response.statusCode).toBe(200);
    const json = body<PublicTestimonial[]>(response);
    expect(json.success).toBe(true);
    expect(names(json.data).sort()).toEqual([...APPROVED].sort());
  });

  it('lists approved featured testimonials only', async () => {
    const response = await get('/api/testimonials/featured');
    expect(response.statusCode).toBe(200);
    const json = body<PublicTestimonial[]>(response);
    expect(names(json.data).sort()).toEqual([...APPROVED_FEATURED].sort());
    expect(json.data.every((testimonial) => testimonial.featured)).toBe(true);
  });

  it('never shows a featured testimonial that is pending or rejected', async () => {
    await ctx.database.db
      .update(testimonials)
      .set({ featured: true })
      .where(eq(testimonials.clientName, 'Sékou Kourouma'));
    await ctx.database.db
      .update(testimonials)
      .set({ featured: true })
      .where(eq(testimonials.clientName, 'Alpha Touré'));
    try {
      for (const url of [
        '/api/testimonials/featured',
        '/api/testimonials?featured=true',
        '/api/testimonials/approved',
      ]) {
        const listed = names(body<PublicTestimonial[]>(await get(url)).data);
        expect(listed, url).not.toContain('Sékou Kourouma');
        expect(listed, url).not.toContain('Alpha Touré');
      }
    } finally {
      await ctx.database.db
        .update(testimonials)
        .set({ featured: false })
        .where(eq(testimonials.clientName, 'Sékou Kourouma'));
      await ctx.database.db
        .update(testimonials)
        .set({ featured: false })
        .where(eq(testimonials.clientName, 'Alpha Touré'));
    }
  });
});

describe('GET /api/testimonials/service/:id and /project/:id', () => {
  it('lists the approved testimonials of a service', async () => {
    const response = await get(`/api/testimonials/service/${await serviceId('web-development')}`);
    expect(response.statusCode).toBe(200);
    expect(names(body<PublicTestimonial[]>(response).data)).toEqual(['Mamadou Diallo']);

    const english = body<PublicTestimonial[]>(
      await get(`/api/testimonials/service/${await serviceId('study-abroad')}?lang=en`),
    );
    expect(names(english.data)).toEqual(['Ibrahima Sow']);
    expect(english.data[0]?.client_title).toBe('Software engineering student');
  });

  it('lists nothing for a service whose only testimonials are pending or rejected', async () => {
    for (const slug of ['hosting', 'design', 'money-transfer']) {
      const response = await get(`/api/testimonials/service/${await serviceId(slug)}`);
      expect(response.statusCode, slug).toBe(200);
      expect(body(response).data, slug).toEqual([]);
    }
  });

  it('lists the approved testimonials of a published project', async () => {
    const response = await get(`/api/testimonials/project/${await projectId('application-kaloum-express')}`);
    expect(response.statusCode).toBe(200);
    expect(names(body<PublicTestimonial[]>(response).data)).toEqual(['Fatoumata Camara']);

    const none = await get(
      `/api/testimonials/project/${await projectId('identite-visuelle-cooperative-miel-du-fouta')}`,
    );
    expect(none.statusCode).toBe(200);
    expect(body(none).data).toEqual([]);
  });

  it('answers 404 for an unknown service or project, and for a draft project', async () => {
    const draft = await projectId('migration-cloud-boke-mining-logistics');
    for (const url of [
      '/api/testimonials/service/999999',
      '/api/testimonials/project/999999',
      `/api/testimonials/project/${draft}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(body(response), url).toEqual({ success: false, message: 'Ressource introuvable' });
    }
  });

  it('answers an id beyond any stored id as not found or invalid, never a server error', async () => {
    // 2147483648 is one above the largest PostgreSQL integer.
    for (const url of [
      '/api/testimonials/service/2147483648',
      '/api/testimonials/project/99999999999',
      '/api/testimonials?service_id=2147483648',
      '/api/testimonials?project_id=2147483648',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).not.toBe(500);
      expect(body(response).message, url).not.toBe('Erreur interne du serveur');
      if (url.includes('?')) expect([200, 422], url).toContain(response.statusCode);
      else expect([404, 422], url).toContain(response.statusCode);
    }
  });

  it('answers 404 for a deactivated service', async () => {
    const id = await serviceId('web-development');
    await ctx.database.db.update(services).set({ active: false }).where(eq(services.id, id));
    try {
      expect((await get(`/api/testimonials/service/${id}`)).statusCode).toBe(404);
    } finally {
      await ctx.database.db.update(services).set({ active: true }).where(eq(services.id, id));
    }
  });

  it('answers 422 for an id that is not a positive whole number', async () => {
    for (const url of [
      '/api/testimonials/service/abc',
      '/api/testimonials/project/abc',
      '/api/testimonials/service/0',
      '/api/testimonials/project/-3',
      '/api/testimonials/service/1.5',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(body(response), url).toEqual({
        success: false,
        message: 'Les données envoyées sont invalides',
        errors: { id: ['Valeur invalide'] },
      });
    }
  });
});

describe('POST /api/testimonials', () => {
  it('accepts a testimonial as pending and thanks the visitor in French', async () => {
    const response = await post({ ...validSubmission, service_id: await serviceId('design') });
    expect(response.statusCode).toBe(201);
    const json = body<{ id: number; status: string }>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('Merci ! Votre témoignage sera publié après validation.');
    expect(json.data.status).toBe('pending');
    expect(typeof json.data.id).toBe('number');
    expect(response.body).not.toContain(validSubmission.client_email);

    const [stored] = await ctx.database.db.select().from(testimonials).where(eq(testimonials.id, json.data.id));
    expect(stored).toMatchObject({
      clientName: 'Kadiatou Barry',
      clientEmail: 'kadiatou.barry@example.com',
      clientCompany: 'Barry Couture',
      rating: 5,
      status: 'pending',
      featured: false,
    });
  });

  it('thanks the visitor in English when asked', async () => {
    const response = await post(validSubmission, { url: '/api/testimonials?lang=en' });
    expect(response.statusCode).toBe(201);
    expect(body(response).message).toBe('Thank you! Your testimonial will be published once reviewed.');
    expect(body<{ status: string }>(response).data.status).toBe('pending');
  });

  it('accepts the minimal testimonial (optional fields omitted)', async () => {
    const response = await post({
      client_name: 'Ousmane Condé',
      client_email: 'ousmane.conde@example.com',
      content: 'Très bon accompagnement pour notre boutique.',
      consent: true,
    });
    expect(response.statusCode).toBe(201);
  });

  it('keeps a new testimonial, and its email, out of every public list', async () => {
    const email = 'hidden.author@example.com';
    const created = await post({
      ...validSubmission,
      client_name: 'Auteur En Attente',
      client_email: email,
      service_id: await serviceId('web-development'),
      project_id: await projectId('portail-groupe-scolaire-les-flamboyants'),
    });
    expect(created.statusCode).toBe(201);
    const { id } = body<{ id: number }>(created).data;

    for (const { url, response } of await publicTestimonialResponses()) {
      expect(response.statusCode, url).toBe(200);
      const listed = body<PublicTestimonial[]>(response).data;
      expect(
        listed.map((testimonial) => testimonial.id),
        url,
      ).not.toContain(id);
      expect(response.body, url).not.toContain('Auteur En Attente');
      expect(response.body, url).not.toContain(email);
    }
    expect(body(await get('/api/testimonials')).meta?.total).toBe(4);
  });

  it('refuses a visitor trying to publish or feature their own testimonial', async () => {
    const response = await post({ ...validSubmission, status: 'approved', featured: true });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ status: ['Champ non autorisé'], featured: ['Champ non autorisé'] });
    expect(names(body<PublicTestimonial[]>(await get('/api/testimonials/featured')).data).sort()).toEqual(
      [...APPROVED_FEATURED].sort(),
    );
  });

  it('reports every missing field with the spec messages in French', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.success).toBe(false);
    expect(json.message).toBe('Les données envoyées sont invalides');
    expect(json.errors).toEqual({
      client_name: ['Le nom est obligatoire'],
      client_email: ['L’email est obligatoire'],
      content: ['Le témoignage est obligatoire'],
      consent: ['Cochez la case pour accepter la publication de votre témoignage'],
    });
  });

  it('reports a missing name and a bad email in French', async () => {
    const { client_name: _omitted, ...withoutName } = validSubmission;
    const response = await post({ ...withoutName, client_email: 'pas-un-email' });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({
      client_name: ['Le nom est obligatoire'],
      client_email: ['Format d’email invalide'],
    });
  });

  it('reports a blank name and a bad email in English with ?lang=en', async () => {
    const response = await post(
      { ...validSubmission, client_name: '   ', client_email: 'not-an-email' },
      { url: '/api/testimonials?lang=en' },
    );
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.message).toBe('The submitted data is invalid');
    expect(json.errors).toEqual({ client_name: ['Name is required'], client_email: ['Invalid email format'] });
  });

  it('refuses an unknown extra field', async () => {
    const response = await post({ ...validSubmission, website: 'https://spam.example' });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ website: ['Champ non autorisé'] });
  });

  it('refuses a rating outside 1 to 5', async () => {
    for (const rating of [6, 0, 4.5, '5']) {
      const response = await post({ ...validSubmission, rating });
      expect(response.statusCode, String(rating)).toBe(422);
      expect(body(response).errors, String(rating)).toEqual({ rating: ['La note doit être entre 1 et 5'] });
    }
    const english = await post({ ...validSubmission, rating: 6 }, { url: '/api/testimonials?lang=en' });
    expect(body(english).errors).toEqual({ rating: ['Rating must be between 1 and 5'] });
  });

  it('refuses a service or project that does not exist or is not public, and stores nothing', async () => {
    const before = await ctx.database.db.select().from(testimonials);

    const missingService = await post({ ...validSubmission, service_id: 999999 });
    expect(missingService.statusCode).toBe(422);
    expect(body(missingService)).toEqual({
      success: false,
      message: 'Les données envoyées sont invalides',
      errors: { service_id: ['Valeur invalide'] },
    });

    const missingProject = await post({ ...validSubmission, project_id: 999999 }, { url: '/api/testimonials?lang=en' });
    expect(missingProject.statusCode).toBe(422);
    expect(body(missingProject).errors).toEqual({ project_id: ['Invalid value'] });

    const draftProject = await post({
      ...validSubmission,
      project_id: await projectId('application-credit-solidaire-kindia'),
    });
    expect(draftProject.statusCode).toBe(422);
    expect(body(draftProject).errors).toEqual({ project_id: ['Valeur invalide'] });

    const after = await ctx.database.db.select().from(testimonials);
    expect(after).toHaveLength(before.length);
  });

  it('refuses a service or project id beyond any stored id with 422, never a server error', async () => {
    const service = await post({ ...validSubmission, service_id: 2147483648 });
    expect(service.statusCode).toBe(422);
    expect(Object.keys(body(service).errors ?? {})).toEqual(['service_id']);

    const project = await post({ ...validSubmission, project_id: 99999999999 });
    expect(project.statusCode).toBe(422);
    expect(Object.keys(body(project).errors ?? {})).toEqual(['project_id']);
  });

  it('refuses a text/plain body with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: { 'content-type': 'text/plain' },
      payload: 'Un très bon service, je recommande.',
      remoteAddress: '10.1.1.1',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toEqual({ success: false, message: 'Le corps de la requête doit être du JSON' });
  });

  it('refuses a body above 100 KB with 413', async () => {
    const response = await post({ ...validSubmission, content: 'x'.repeat(101 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({ success: false, message: 'Requête trop volumineuse' });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: { 'content-type': 'application/json' },
      payload: '{"client_name": "Kadiatou", ',
      remoteAddress: '10.1.1.2',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, message: 'JSON invalide' });
  });

  it('limits one address to 5 testimonials per window, says when to retry, and lets other addresses through', async () => {
    const ip = '192.168.60.1';
    const before = await ctx.database.db.select().from(testimonials);
    for (let i = 0; i < 5; i += 1) {
      expect((await post({ ...validSubmission, client_name: `Visiteur ${i}` }, { ip })).statusCode).toBe(201);
    }

    const limited = await post({ ...validSubmission, client_name: 'Visiteur de trop' }, { ip });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(body(limited)).toEqual({ success: false, message: 'Trop de requêtes, veuillez réessayer plus tard' });

    const english = await post(validSubmission, { ip, url: '/api/testimonials?lang=en' });
    expect(english.statusCode).toBe(429);
    expect(body(english).message).toBe('Too many requests, please try again later');

    // A forged X-Forwarded-For does not get round the limit.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: validSubmission,
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: ip,
    });
    expect(forged.statusCode).toBe(429);

    const after = await ctx.database.db.select().from(testimonials);
    expect(after).toHaveLength(before.length + 5);
    expect(after.map((row) => row.clientName)).not.toContain('Visiteur de trop');

    expect((await post(validSubmission, { ip: '192.168.60.2' })).statusCode).toBe(201);
  });
});
