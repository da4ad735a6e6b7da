import { z } from 'zod';
import { idParamSchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { previewLinkSchema } from '#contract/schemas/preview.ts';
import { sendData } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeFieldValue } from '../../lib/sanitize-rich-text.ts';
import type { PreviewStore } from '../previews/preview-store.ts';
import type { Values } from './content-kind-store.ts';
import type { KindRouteContext, KindScope } from './kind-route-context.ts';
import { localizedPath } from '#contract/page-urls.ts';

export interface PreviewLinks {
  store: PreviewStore;
  /** PUBLIC_URL's origin: the links are absolute, never made from the request's Host. */
  publicOrigin: string;
}

/** The item as the form shows it, unsaved changes included, behind a signed link that expires (ADR 0019). */
export function previewRoute(app: KindScope, { path, store }: KindRouteContext, preview: PreviewLinks) {
  const { kind } = store;
  app.post(
    `${path}/:id/preview`,
    {
      config: { keepsContent: true },
      schema: {
        params: idParamSchema,
        body: z.object({ values: kind.schemas.patch.optional() }).strict().optional(),
        response: { 201: successEnvelopeSchema(previewLinkSchema) },
      },
    },
    async (request, reply) => {
      const row = await store.find(request.params.id);
      if (!row) throw notFound();
      const draft: Values = { ...store.toAnswer(row) };
      for (const [name, value] of Object.entries((request.body?.values ?? {}) as Values)) {
        if (value === undefined || (kind.fields[name]?.type === 'slug' && !value)) continue;
        const field = kind.fields[name];
        draft[name] = field ? sanitizeFieldValue(field, value, name) : value;
      }
      const { token, expiresAt } = await preview.store.create({
        kind: kind.name,
        itemId: row.id,
        userId: request.auth?.user.id ?? null,
        data: draft,
      });
      const link = (language: 'fr' | 'en') => `${preview.publicOrigin}${localizedPath(`/preview/${token}`, language)}`;
      return sendData(
        request,
        reply,
        { fr: link('fr'), en: link('en'), expires_at: expiresAt.toISOString() },
        { status: 201 },
      );
    },
  );
}
