import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { SavedVersion } from '#contract/schemas/envelope.ts';
import { type Quote, type QuoteInput, quoteFigures, quoteNumber, quotePagePath } from '#contract/schemas/quote.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, type QuoteLine, quoteNumbers, quotes, services, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { versionConflict } from '../../http/versions.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { createQuoteSettings } from './quote-settings.ts';

export type QuoteRow = typeof quotes.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day a sent quote may be accepted (Conakry keeps UTC all year). */
export const validUntilOf = (row: Pick<QuoteRow, 'sentAt' | 'validDays'>) =>
  row.sentAt ? new Date(row.sentAt.getTime() + row.validDays * DAY_MS).toISOString().slice(0, 10) : null;

/** A quote as staff read it; `publicUrl` makes its client's page address. */
export function toQuote(row: QuoteRow, publicUrl: string): Quote {
  const figures = quoteFigures(row.lines, row.discountGnf, row.depositPercent);
  return {
    id: row.id,
    message_id: row.messageId,
    number: quoteNumber(row.year, row.sequence),
    version: row.version,
    status: row.status,
    language: row.language,
    lines: row.lines.map((line) => ({ ...line, total_gnf: line.quantity * line.unit_price_gnf })),
    subtotal_gnf: figures.subtotal,
    discount_gnf: row.discountGnf,
    total_gnf: figures.total,
    deposit_percent: row.depositPercent,
    deposit_gnf: figures.deposit,
    valid_days: row.validDays,
    valid_until: validUntilOf(row),
    terms: row.terms,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
    lock_version: row.lockVersion,
    client_url: `${publicUrl}${quotePagePath(row.token, row.language)}`,
  };
}

/** Who changed a quote last and when, for a 409's answer (ADR 0038). */
async function savedVersionOf(db: Db, row: QuoteRow): Promise<SavedVersion> {
  const [author] = row.updatedBy
    ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.updatedBy))
    : [];
  return { version: row.lockVersion, updated_at: row.updatedAt.toISOString(), updated_by: author ?? null };
}

/**
 * Quotes for leads (issue 35, ADR 0057): drafted from a lead in its language, numbered per year
 * without gaps, revised as new versions of the same number.
 */
export function createQuotes(db: Db, publicUrl: string) {
  async function find(id: number): Promise<QuoteRow> {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** 409 unless the write was made from the quote as stored (or named no version). */
  async function checkVersion(row: QuoteRow, expected: number | null) {
    if (expected !== null && expected !== row.lockVersion)
      throw versionConflict(await savedVersionOf(db, row), toQuote(row, publicUrl));
  }

  /** The lines as stored: a service's line named after it in the quote's language unless labelled. */
  async function linesOf(input: QuoteInput, language: Language, errorsIn: Language): Promise<QuoteLine[]> {
    const ids = [...new Set(input.lines.flatMap((line) => (line.service_id ? [line.service_id] : [])))];
    const known =
      ids.length > 0
        ? await db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, ids))
        : [];
    const errors: Record<string, string[]> = {};
    const lines = input.lines.map((line, index) => {
      const service = line.service_id ? known.find((candidate) => candidate.id === line.service_id) : undefined;
      if (line.service_id && !service)
        errors[`lines.${index}.service_id`] = [VALIDATION_MESSAGES.quote_service_unknown[errorsIn]];
      return {
        service_id: line.service_id ?? null,
        label: line.label || (service ? pickLanguage(service.name, language) : ''),
        quantity: line.quantity,
        unit_price_gnf: line.unit_price_gnf,
      };
    });
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
    return lines;
  }

  /** What is stored of a quote's input: the quote settings fill what it leaves out. */
  async function contentOf(input: QuoteInput, language: Language, errorsIn: Language) {
    const lines = await linesOf(input, language, errorsIn);
    const defaults = await createQuoteSettings(db).read();
    const depositPercent = input.deposit_percent ?? defaults.deposit_percent;
    return {
      lines,
      discountGnf: input.discount_gnf,
      depositPercent,
      validDays: input.valid_days ?? defaults.valid_days,
      terms: input.terms || defaults.terms[language],
      totalGnf: quoteFigures(lines, input.discount_gnf, depositPercent).total,
    };
  }

  return {
    find,
    checkVersion,
    /** A quote as staff read it, with its client's page address. */
    read: (row: QuoteRow) => toQuote(row, publicUrl),

    /** Every version of every quote of a lead, the newest number and version first. */
    forLead: (messageId: number) =>
      db
        .select()
        .from(quotes)
        .where(eq(quotes.messageId, messageId))
        .orderBy(desc(quotes.year), desc(quotes.sequence), desc(quotes.version)),

    /**
     * A draft quote for a lead, in the lead's language, with the year's next number: the counter
     * moves in the same transaction, so a number is used once and none is skipped.
     */
    async create(messageId: number, input: QuoteInput, actor: { id: number }, errorsIn: Language, now = new Date()) {
      const [lead] = await db
        .select({ id: contactMessages.id, language: contactMessages.language })
        .from(contactMessages)
        .where(eq(contactMessages.id, messageId));
      if (!lead) throw notFound();
      const language: Language = lead.language === 'en' ? 'en' : 'fr';
      const content = await contentOf(input, language, errorsIn);
      const year = now.getUTCFullYear();
      return db.transaction(async (tx) => {
        const [counter] = await tx
          .insert(quoteNumbers)
          .values({ year, last: 1 })
          .onConflictDoUpdate({ target: quoteNumbers.year, set: { last: sql`${quoteNumbers.last} + 1` } })
          .returning();
        const [row] = await tx
          .insert(quotes)
          .values({
            messageId,
            year,
            sequence: counter!.last,
            language,
            ...content,
            token: randomBytes(24).toString('hex'),
            createdBy: actor.id,
            updatedBy: actor.id,
          })
          .returning();
        return row!;
      });
    },

    /**
     * Changes a draft, made from the version `expected` (null: none named); a quote once sent changes
     * only by a new version. Of two saves from the same version one passes, the other gets a 409.
     */
    async update(id: number, input: QuoteInput, actor: { id: number }, expected: number | null, errorsIn: Language) {
      const current = await find(id);
      await checkVersion(current, expected);
      if (current.status !== 'draft') throw new HttpError(409, 'quote_not_draft');
      const content = await contentOf(input, current.language, errorsIn);
      const [row] = await db
        .update(quotes)
        .set({ ...content, lockVersion: sql`${quotes.lockVersion} + 1`, updatedAt: new Date(), updatedBy: actor.id })
        .where(and(eq(quotes.id, id), eq(quotes.status, 'draft'), eq(quotes.lockVersion, current.lockVersion)))
        .returning();
      if (!row) {
        // Someone saved or sent it between the read and this write.
        const now = await find(id);
        if (now.status !== 'draft') throw new HttpError(409, 'quote_not_draft');
        throw versionConflict(await savedVersionOf(db, now), toQuote(now, publicUrl));
      }
      return row;
    },

    /**
     * The next version of a quote, as a draft with the same number: its content given, or the
     * quote's own. Only the newest version is revised; sending the new one replaces it.
     */
    async revise(id: number, input: QuoteInput | null, actor: { id: number }, errorsIn: Language) {
      const current = await find(id);
      const content = input
        ? await contentOf(input, current.language, errorsIn)
        : {
            lines: current.lines,
            discountGnf: current.discountGnf,
            depositPercent: current.depositPercent,
            validDays: current.validDays,
            terms: current.terms,
            totalGnf: current.totalGnf,
          };
      try {
        return await db.transaction(async (tx) => {
          const [newer] = await tx
            .select({ id: quotes.id })
            .from(quotes)
            .where(
              and(
                eq(quotes.year, current.year),
                eq(quotes.sequence, current.sequence),
                gt(quotes.version, current.version),
              ),
            )
            .orderBy(asc(quotes.version))
            .limit(1);
          if (newer) throw new HttpError(409, 'quote_already_revised');
          const [row] = await tx
            .insert(quotes)
            .values({
              messageId: current.messageId,
              year: current.year,
              sequence: current.sequence,
              version: current.version + 1,
              language: current.language,
              ...content,
              token: randomBytes(24).toString('hex'),
              createdBy: actor.id,
              updatedBy: actor.id,
            })
            .returning();
          return row!;
        });
      } catch (error) {
        // Two revisions at once: the unique (number, version) lets one through.
        if (isUniqueViolation(error)) throw new HttpError(409, 'quote_already_revised');
        throw error;
      }
    },
  };
}

export type Quotes = ReturnType<typeof createQuotes>;
