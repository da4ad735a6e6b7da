import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { previews } from '../../db/schema.ts';
import { hasValidSignature, signatureOf } from '../../lib/signature.ts';

/** How long a preview link works unless asked otherwise. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;
const PURPOSE = 'preview';

/** A preview the link opens: the item as the admin API answers it, unsaved changes included. */
export interface OpenPreview {
  kind: string;
  itemId: number;
  data: Record<string, unknown> & { id: number };
  expiresAt: Date;
}

/**
 * Preview links (ADR 0019): `{id}.{expiry in seconds}.{signature}`. A forged or altered link fails
 * the signature; an expired one fails its date (in the link and in the database): all answer 404.
 */
export function createPreviewStore(db: Db, secret: string) {
  return {
    async create(preview: { kind: string; itemId: number; userId: number | null; data: Record<string, unknown> }) {
      const id = randomBytes(18).toString('base64url');
      const expiresAt = new Date(Math.floor((Date.now() + PREVIEW_LIFETIME_MS) / 1000) * 1000);
      // Expired previews are of no use to anyone: each new one clears them.
      await db.delete(previews).where(lt(previews.expiresAt, sql`now()`));
      await db.insert(previews).values({ id, ...preview, expiresAt });
      const signed = `${id}.${expiresAt.getTime() / 1000}`;
      return { token: `${signed}.${signatureOf(secret, PURPOSE, signed)}`, expiresAt };
    },

    /** The preview a link opens; null when the link is not ours, was altered or has expired. */
    async open(token: string): Promise<OpenPreview | null> {
      const [id, expires, signature, ...rest] = token.split('.');
      if (!id || !expires || !signature || rest.length > 0) return null;
      if (!hasValidSignature(secret, PURPOSE, `${id}.${expires}`, signature)) return null;
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= Date.now()) return null;
      const [row] = await db
        .select()
        .from(previews)
        .where(and(eq(previews.id, id), gt(previews.expiresAt, sql`now()`)));
      if (!row) return null;
      return {
        kind: row.kind,
        itemId: row.itemId,
        data: row.data as OpenPreview['data'],
        expiresAt: row.expiresAt,
      };
    },
  };
}

export type PreviewStore = ReturnType<typeof createPreviewStore>;
