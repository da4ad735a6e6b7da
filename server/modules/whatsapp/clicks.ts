import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { WhatsAppClick } from '#contract/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { services, whatsAppClicks } from '../../db/schema.ts';

/** The taps of the last 30 days the dashboard shows as WhatsApp leads. */
export const WHATSAPP_DASHBOARD_DAYS = 30;

/**
 * Keeps a tap. A service that no longer exists (or never did) is kept as none rather than refused:
 * the tap happened, and a beacon has nobody to show an error to.
 */
export async function recordWhatsAppClick(db: Db, click: WhatsAppClick): Promise<void> {
  const serviceId = click.service_id
    ? sql`(select ${services.id} from ${services} where ${services.id} = ${click.service_id})`
    : null;
  await db.insert(whatsAppClicks).values({
    placement: click.placement,
    serviceId,
    path: click.path,
    language: click.language,
  });
}

export interface WhatsAppLeads {
  total: number;
  /** Per service, most tapped first; `service_id` null for the pages that named no service. */
  by_service: { service_id: number | null; name: string | null; count: number }[];
}

/** The taps since `since`, per service, with each service's name in the reader's language. */
export async function whatsAppLeadsSince(db: Db, since: Date, language: Language): Promise<WhatsAppLeads> {
  const taps = count();
  const rows = await db
    .select({ serviceId: whatsAppClicks.serviceId, name: services.name, count: taps })
    .from(whatsAppClicks)
    .leftJoin(services, eq(services.id, whatsAppClicks.serviceId))
    .where(gte(whatsAppClicks.createdAt, since))
    .groupBy(whatsAppClicks.serviceId, services.name)
    .orderBy(desc(taps), whatsAppClicks.serviceId);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    by_service: rows.map((row) => ({
      service_id: row.serviceId,
      name: pickLanguage(row.name, language),
      count: row.count,
    })),
  };
}
