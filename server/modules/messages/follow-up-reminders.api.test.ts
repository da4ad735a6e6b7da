import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, followUpReminders, mailOutbox, users } from '../../db/schema.ts';
import { createMailOutbox } from '../../mail/outbox.ts';
import { createTestApp, createUser, signInStaff, type TestContext } from '../../test-support/test-app.ts';
import { createFollowUpReminders } from './follow-up-reminders.ts';
import { today } from './leads.ts';

let ctx: TestContext;

beforeAll(async () => {
  // The app's own reminders go from midnight: due whenever the test runs.
  ctx = await createTestApp({ followUpRemindersAt: { hour: 0, minute: 0 } });
});
afterAll(() => ctx.close());

async function staffMember(name: string, language?: 'fr' | 'en') {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@weltaare.test`;
  const password = `${name} long password`;
  const user = await createUser(ctx.database, { email, password, role: 'editor' });
  if (language) {
    // Signing in records the language of the back office (the one the admin's screen asks in).
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'accept-language': language },
    });
    expect(login.statusCode).toBe(200);
  }
  return { ...user, name: email.split('@')[0]!, email };
}

async function lead(values: {
  name: string;
  subject?: string;
  assigneeId: number;
  followUpOn: string;
  stage?: 'new' | 'won';
}) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name: values.name,
      email: `${values.name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      subject: values.subject ?? 'Un site pour ma boutique',
      message: 'Bonjour, pouvez-vous me rappeler ?',
      assigneeId: values.assigneeId,
      followUpOn: values.followUpOn,
      stage: values.stage ?? 'new',
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const remindersTo = (email: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'follow-up-reminder')));

function remindersAt(clock: { now: Date }) {
  return createFollowUpReminders({
    db: ctx.database.db,
    outboxIn: createMailOutbox,
    publicUrl: 'https://weltaare.example',
    at: { hour: 7, minute: 0 },
    onQueued: () => undefined,
    now: () => clock.now,
  });
}

describe('follow-up reminders', () => {
  it('from 07:00 Conakry time, one mail to each assignee in their language: due today, then overdue; open leads only', async () => {
    const aminata = await staffMember('aminata', 'fr');
    const john = await staffMember('john', 'en');
    const idle = await staffMember('idle', 'fr');
    const dueToday = await lead({ name: 'Mariama Bah', assigneeId: aminata.id, followUpOn: '2026-03-10' });
    const overdue = await lead({ name: 'Ibrahima Sow', assigneeId: aminata.id, followUpOn: '2026-03-02' });
    await lead({ name: 'Plus Tard', assigneeId: aminata.id, followUpOn: '2026-03-11' });
    await lead({ name: 'Déjà Gagné', assigneeId: aminata.id, followUpOn: '2026-03-09', stage: 'won' });
    const english = await lead({
      name: 'Sarah Green',
      subject: 'General Inquiry',
      assigneeId: john.id,
      followUpOn: '2026-03-10',
    });

    const clock = { now: new Date('2026-03-10T06:59:00Z') };
    const reminders = remindersAt(clock);
    expect(await reminders.sendDue()).toBe(0);
    expect(await remindersTo(aminata.email)).toEqual([]);

    clock.now = new Date('2026-03-10T07:00:00Z');
    await reminders.sendDue();
    const [french] = await remindersTo(aminata.email);
    expect(french?.subject).toBe('Relances du jour\u00a0: 2 demandes à suivre');
    expect(french?.textBody).toBe(
      [
        `Bonjour ${aminata.name},`,
        `À relancer aujourd’hui\u00a0:\n- Mariama Bah — Un site pour ma boutique\n  https://weltaare.example/admin/messages?message=${dueToday}`,
        `En retard\u00a0:\n- Ibrahima Sow — Un site pour ma boutique (prévue le 2 mars 2026)\n  https://weltaare.example/admin/messages?message=${overdue}`,
        'Toutes les demandes\u00a0: https://weltaare.example/admin/messages',
        'Vous recevez ce message parce que ces demandes vous sont attribuées sur le site Weltaare.',
      ].join('\n\n'),
    );
    const [inEnglish] = await remindersTo(john.email);
    expect(inEnglish?.subject).toBe('Today’s follow-up: 1 lead');
    expect(inEnglish?.textBody).toContain(
      `To follow up today:\n- Sarah Green — General Inquiry\n  https://weltaare.example/admin/messages?message=${english}&lang=en`,
    );
    // Nothing due, no mail.
    expect(await remindersTo(idle.email)).toEqual([]);

    // Later the same day: nothing more.
    clock.now = new Date('2026-03-10T15:00:00Z');
    await reminders.sendDue();
    expect(await remindersTo(aminata.email)).toHaveLength(1);
    const [claimed] = await ctx.database.db
      .select()
      .from(followUpReminders)
      .where(and(eq(followUpReminders.day, '2026-03-10'), eq(followUpReminders.userId, aminata.id)));
    expect(claimed).toMatchObject({ leadIds: [overdue, dueToday], mailId: french!.id });
  });

  it('two instances looking at the same moment send one mail', async () => {
    const fatou = await staffMember('fatou', 'fr');
    await lead({ name: 'Alpha Condé', assigneeId: fatou.id, followUpOn: '2026-04-01' });
    const clock = { now: new Date('2026-04-01T08:00:00Z') };
    await Promise.all([remindersAt(clock).sendDue(), remindersAt(clock).sendDue(), remindersAt(clock).sendDue()]);
    expect(await remindersTo(fatou.email)).toHaveLength(1);
    // The next day, the lead still open is overdue: one more mail.
    clock.now = new Date('2026-04-02T07:30:00Z');
    await remindersAt(clock).sendDue();
    const mails = await remindersTo(fatou.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Relance du jour\u00a0: 1 demande à suivre');
    expect(mails[1]?.textBody).toContain(
      'En retard\u00a0:\n- Alpha Condé — Un site pour ma boutique (prévue le 1 avril 2026)',
    );
  });

  it('erasing a person’s data (a privacy request) erases the reminders that named them', async () => {
    const admin = await signInStaff(ctx, 'admin', `admin-${crypto.randomUUID().slice(0, 8)}@weltaare.test`);
    const oumar = await staffMember('oumar', 'fr');
    await lead({ name: 'Efface Plus Tard', assigneeId: oumar.id, followUpOn: '2026-05-04' });
    const clock = { now: new Date('2026-05-04T09:00:00Z') };
    await remindersAt(clock).sendDue();
    expect(await remindersTo(oumar.email)).toHaveLength(1);

    const erased = await admin.call('POST', '/api/admin/privacy/erase', {
      email: 'efface.plus.tard@example.com',
      keep_published_testimonials: false,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await remindersTo(oumar.email)).toEqual([]);
  });

  it('a lead given to someone for today, after the day’s time, reminds them at once; signing in sets their language', async () => {
    const admin = await signInStaff(ctx, 'admin', `admin-${crypto.randomUUID().slice(0, 8)}@weltaare.test`);
    const moussa = await staffMember('moussa', 'en');
    expect((await ctx.database.db.select().from(users).where(eq(users.id, moussa.id)))[0]?.language).toBe('en');
    const id = await lead({ name: 'Kadiatou Diallo', assigneeId: admin.user.id, followUpOn: '2026-01-05' });

    const given = await admin.call('PATCH', `/api/admin/messages/${id}`, {
      assignee_id: moussa.id,
      follow_up_on: today(),
    });
    expect(given.statusCode).toBe(200);
    await expect
      .poll(async () => (await remindersTo(moussa.email)).map((mail) => mail.subject))
      .toEqual(['Today’s follow-up: 1 lead']);
  });
});
