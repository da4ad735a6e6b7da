import type { DashboardWarning } from '#contract/schemas/dashboard.ts';
import type { Config } from './config.ts';

type WarnedConfig = Pick<Config, 'publicUrl' | 'publicUrlMissing' | 'smtpUrl'>;

/** What the configuration lacks without stopping the server: shown on the dashboard, each with the variable to set. */
export function configurationWarnings(config: WarnedConfig): DashboardWarning[] {
  const warnings: DashboardWarning[] = [];
  if (config.publicUrlMissing) {
    warnings.push({ code: 'public_url_unset', params: { variable: 'PUBLIC_URL', current: config.publicUrl } });
  }
  // Mail then waits in the outbox (GET /api/admin/mail-outbox), in production or not.
  if (!config.smtpUrl) warnings.push({ code: 'smtp_url_unset', params: { variable: 'SMTP_URL' } });
  return warnings;
}

/** The line the server prints at start when PUBLIC_URL is missing in production; null when it is not. */
export function publicUrlStartWarning(config: WarnedConfig): string | null {
  if (!config.publicUrlMissing) return null;
  return (
    `Warning: PUBLIC_URL is not set, so the sitemap, the RSS feed, link previews and every link in mails ` +
    `point to ${config.publicUrl}, which visitors cannot reach, and forms posted from the site's real address ` +
    `are refused. Set PUBLIC_URL to the address visitors use, e.g. PUBLIC_URL=https://weltaare.com`
  );
}
