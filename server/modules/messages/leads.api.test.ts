import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '#contract/schemas/dashboard.ts';
import type { AdminMessage, LeadEvent, StaffMember } from '#contract/schemas/message.ts';
import type { ReplyTemplates } from '#contract/reply-templates.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { parseMail, TestSmtpServer, waitFor } from '../../test-support/smtp-server.ts';
import {
  body,
  createTestApp,
  createUser,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';

const smtp = new TestSmtpServer();
let ctx: TestContext;
let editor: SignedInStaff;
let colleague: { id: number };

beforeAll(async () => {
  await smtp.start();
  ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, formRateLimit: 1000 });
  editor = await signInStaff(ctx, 'editor');
  colleague = await createUser(ctx.database, {
    email: 'aissatou@weltaare.test',
    password: 'colleague long password',
    role: 'editor',
  });
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

/** A visitor's message through the contact form, as the page sends it. */
async function leadFromTheForm(name: string, extra: Record<string, string> = {}, language: 'fr' | 'en' = 'fr') {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'accept-language': language },
    payload: {
      name,
      email: `${name
        .split(' ')[0]!
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}@example.com`,
      subject: 'General Inquiry',
      message: `Bonjour, ${name}.`,
      ...extra,
    },
  });
  expect(sent.statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.name, name));
  return row!.id;
}

const lead = async (id: number) => body<AdminMessage>(await editor.call('GET', `/api/admin/messages/${id}`)).data;
const history = async (id: number) =>
  body<LeadEvent[]>(await editor.call('GET', `/api/admin/messages/${id}/history`)).data;
const listed = async (query: string) =>
  body<AdminMessage[]>(await editor.call('GET', `/api/admin/messages?per_page=100&${query}`)).data.map((m) => m.name);

describe('the inbox as a small CRM', () => {
  it('takes a lead from Nouveau to Gagné with an assignee, a follow-up date and notes, each kept in its history', async () => {
    const id = await leadFromTheForm('Mariama Bah');
    expect(await lead(id)).toMatchObject({ stage: 'new', source: 'contact_form', assignee: null, follow_up_on: null });

    const assignees = body<StaffMember[]>(await editor.call('GET', '/api/admin/messages/assignees')).data;
    expect(assignees).toEqual(expect.arrayContaining([{ id: colleague.id, name: 'aissatou' }]));
    const given = await editor.call('PATCH', `/api/admin/messages/${id}`, {
      stage: 'contacted',
      assignee_id: colleague.id,
      follow_up_on: '2026-12-01',
    });
    expect(given.statusCode).toBe(200);
    expect(body<AdminMessage>(given).data).toMatchObject({
      stage: 'contacted',
      assignee: { id: colleague.id },
      follow_up_on: '2026-12-01',
    });

    const note = await editor.call('POST', `/api/admin/messages/${id}/notes`, {
      body: 'A rappelé, veut un devis pour 3 pages.',
    });
    expect(note.statusCode).toBe(201);
    for (const stage of ['quote_sent', 'won'] as const) {
      expect((await editor.call('PATCH', `/api/admin/messages/${id}`, { stage })).statusCode).toBe(200);
    }
    // Saving what did not change writes nothing to the history.
    await editor.call('PATCH', `/api/admin/messages/${id}`, { stage: 'won' });

    const events = await history(id);
    // Newest first; the three changes saved together keep the order they were written in, reversed.
    expect(events.map((event) => event.kind)).toEqual(['stage', 'stage', 'note', 'follow_up', 'assignee', 'stage']);
    expect(events[0]).toMatchObject({ details: { from: 'quote_sent', to: 'won' } });
    expect(events.find((event) => event.kind === 'note')).toMatchObject({
      body: 'A rappelé, veut un devis pour 3 pages.',
      author: 'editor',
    });
    expect(events.find((event) => event.kind === 'assignee')).toMatchObject({
      author: 'editor',
      details: { from: null, to: 'aissatou' },
    });
    expect((await lead(id)).stage).toBe('won');
  });

  it("refuses a stage, an assignee or a date it does not know, in the reader's language, and changes nothing", async () => {
    const id = await leadFromTheForm('Ibrahima Sow');
    const badStage = await editor.call('PATCH', `/api/admin/messages/${id}`, { stage: 'maybe' });
    expect(badStage.statusCode).toBe(422);
    const nobody = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${id}`,
      headers: { authorization: `Bearer ${editor.token}`, 'accept-language': 'en' },
      payload: { assignee_id: 999_999 },
    });
    expect(nobody.statusCode).toBe(422);
    expect(body(nobody).errors).toEqual({ assignee_id: ['Invalid value'] });
    expect((await editor.call('PATCH', `/api/admin/messages/${id}`, { follow_up_on: '2026-02-31' })).statusCode).toBe(
      422,
    );
    expect((await editor.call('POST', `/api/admin/messages/${id}/notes`, { body: '   ' })).statusCode).toBe(422);
    expect(await lead(id)).toMatchObject({ stage: 'new', assignee: null, follow_up_on: null });
    expect(await history(id)).toEqual([]);
    expect((await editor.call('PATCH', '/api/admin/messages/999999', { stage: 'won' })).statusCode).toBe(404);
  });

  it("answers from a template in the visitor's language: the reply leaves by SMTP, is kept in the history, and a new lead becomes contacted", async () => {
    const templates: ReplyTemplates = {
      templates: [
        {
          id: 'first-answer',
          title: { fr: 'Première réponse', en: 'First answer' },
          subject: { fr: 'Votre demande : {service}', en: 'Your request: {service}' },
          body: { fr: 'Bonjour {name}, merci.', en: 'Hello {name}, thank you for asking about {service}.' },
        },
      ],
    };
    const saved = await editor.call('PUT', '/api/admin/reply-templates', templates);
    expect(saved.statusCode).toBe(200);
    expect(body<ReplyTemplates>(await editor.call('GET', '/api/admin/reply-templates')).data).toEqual({
      ...templates,
      version: 2,
    });

    const id = await leadFromTheForm('Fatoumata Diallo', { subject: 'Web Hosting', service_type: 'other' }, 'en');
    const answered = await editor.call('POST', `/api/admin/messages/${id}/replies`, {
      subject: 'Your request: Web Hosting',
      body: 'Hello Fatoumata Diallo, thank you for asking about Web Hosting.',
    });
    expect(answered.statusCode).toBe(201);
    expect(body<AdminMessage>(answered).data.stage).toBe('contacted');

    const [reply] = await history(id);
    expect(reply).toMatchObject({
      kind: 'reply',
      details: { subject: 'Your request: Web Hosting', to: 'fatoumata@example.com' },
    });
    const outboxId = Number(reply!.details!.outbox_id);
    const received = await waitFor(async () => smtp.mailOf(outboxId));
    expect(received.to).toEqual(['fatoumata@example.com']);
    const mail = parseMail(received.raw);
    expect(mail.headers.get('subject')).toBe('Your request: Web Hosting');
    expect(mail.text).toContain('Hello Fatoumata Diallo, thank you for asking about Web Hosting.');
    // The SMTP server has the mail a moment before the sender marks its row sent.
    const row = await waitFor(async () => {
      const [stored] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      return stored?.status === 'sent' ? stored : null;
    });
    expect(row).toMatchObject({ kind: 'lead-reply', status: 'sent' });
    expect((await history(id)).map((event) => event.kind)).toEqual(['reply', 'stage']);
  });

  it("refuses a template without English, since a reply goes out in the visitor's language", async () => {
    const refused = await editor.call('PUT', '/api/admin/reply-templates', {
      templates: [
        {
          id: 'half',
          title: { fr: 'Moitié', en: '' },
          subject: { fr: 'Sujet', en: 'Subject' },
          body: { fr: 'Texte', en: 'Text' },
        },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toEqual({ 'templates.0.title.en': ['Le texte en anglais est obligatoire'] });
  });

  it('records a lead from a WhatsApp chat, reached by phone only, which cannot be answered by mail', async () => {
    const created = await editor.call('POST', '/api/admin/messages', {
      name: 'Alpha Condé',
      phone: '+224 622 00 00 00',
      message: 'Veut une application mobile de livraison.',
      source: 'whatsapp',
    });
    expect(created.statusCode).toBe(201);
    const lead = body<AdminMessage>(created).data;
    expect(lead).toMatchObject({ source: 'whatsapp', email: null, stage: 'new', subject: 'Demande générale' });
    expect((await history(lead.id))[0]).toMatchObject({ kind: 'created', author: expect.any(String) });
    expect(await listed('source=whatsapp')).toEqual(['Alpha Condé']);

    const unreachable = await editor.call('POST', '/api/admin/messages', {
      name: 'X',
      message: 'Y',
      source: 'whatsapp',
    });
    expect(unreachable.statusCode).toBe(422);
    expect(body(unreachable).errors).toEqual({ phone: ['Indiquez un email ou un numéro de téléphone'] });

    const noMail = await editor.call('POST', `/api/admin/messages/${lead.id}/replies`, {
      subject: 'Bonjour',
      body: 'Bonjour',
    });
    expect(noMail.statusCode).toBe(422);
    expect(await history(lead.id)).toHaveLength(1);
  });

  it('filters by stage, assignee, source and overdue follow-up, and the dashboard counts them', async () => {
    const late = await leadFromTheForm('Oumou Sangaré');
    const later = await leadFromTheForm('Sékou Touré');
    const done = await leadFromTheForm('Kadiatou Barry');
    await editor.call('PATCH', `/api/admin/messages/${late}`, {
      follow_up_on: '2020-01-06',
      assignee_id: colleague.id,
    });
    await editor.call('PATCH', `/api/admin/messages/${later}`, { follow_up_on: '2999-01-01' });
    // A lost lead's passed date is no longer a follow-up to make.
    await editor.call('PATCH', `/api/admin/messages/${done}`, { follow_up_on: '2020-01-06', stage: 'lost' });

    expect(await listed('overdue=true')).toEqual(['Oumou Sangaré']);
    expect((await lead(late)).overdue).toBe(true);
    expect((await lead(later)).overdue).toBe(false);
    expect(await listed(`assignee=${colleague.id}&stage=new`)).toEqual(['Oumou Sangaré']);
    expect(await listed('stage=lost')).toEqual(['Kadiatou Barry']);
    expect(await listed('assignee=none&search=Sékou')).toEqual(['Sékou Touré']);
    expect((await editor.call('GET', '/api/admin/messages?assignee=someone')).statusCode).toBe(422);

    const dashboard = body<AdminDashboard>(await editor.call('GET', '/api/admin/dashboard')).data;
    expect(dashboard.leads.per_stage.map((row) => row.stage)).toEqual([
      'new',
      'contacted',
      'quote_sent',
      'won',
      'lost',
    ]);
    const counted = Object.fromEntries(dashboard.leads.per_stage.map((row) => [row.stage, row.count]));
    const all = body<AdminMessage[]>(await editor.call('GET', '/api/admin/messages?per_page=100')).data;
    for (const stage of ['new', 'contacted', 'quote_sent', 'won', 'lost'] as const) {
      expect(counted[stage]).toBe(all.filter((message) => message.stage === stage).length);
    }
    expect(dashboard.leads.overdue_count).toBe(1);
    expect(dashboard.leads.overdue.map((message) => message.name)).toEqual(['Oumou Sangaré']);

    const csv = (await editor.call('GET', '/api/admin/messages/export.csv?overdue=true')).body;
    expect(csv).toContain('stage,source,assignee,follow_up_on');
    expect(csv).toContain('Oumou Sangaré');
    expect(csv).not.toContain('Sékou Touré');
  });
});
