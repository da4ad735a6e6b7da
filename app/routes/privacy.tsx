import { type LegalBuilders, legalMeta, LegalRoute } from '#app/features/legal/components/legal-route.tsx';
import { privacyEn } from '#app/features/legal/content/privacy.en.ts';
import { privacyFr } from '#app/features/legal/content/privacy.fr.ts';
import type { Route } from './+types/privacy';

const builders: LegalBuilders = { fr: privacyFr, en: privacyEn };

export function meta(args: Route.MetaArgs) {
  return legalMeta(args, 'privacy', builders);
}

export default function PrivacyPage() {
  return <LegalRoute builders={builders} />;
}
