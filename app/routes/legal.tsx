import { type LegalBuilders, legalMeta, LegalRoute } from '#app/features/legal/components/legal-route.tsx';
import { legalNoticeEn } from '#app/features/legal/content/legal-notice.en.ts';
import { legalNoticeFr } from '#app/features/legal/content/legal-notice.fr.ts';
import type { Route } from './+types/legal';

const builders: LegalBuilders = { fr: legalNoticeFr, en: legalNoticeEn };

export function meta(args: Route.MetaArgs) {
  return legalMeta(args, 'legal', builders);
}

export default function LegalNoticePage() {
  return <LegalRoute builders={builders} />;
}
