import { type LegalBuilders, legalMeta, LegalRoute } from '#app/features/legal/components/legal-route.tsx';
import { termsEn } from '#app/features/legal/content/terms.en.ts';
import { termsFr } from '#app/features/legal/content/terms.fr.ts';
import type { Route } from './+types/terms';

const builders: LegalBuilders = { fr: termsFr, en: termsEn };

export function meta(args: Route.MetaArgs) {
  return legalMeta(args, 'terms', builders);
}

export default function TermsPage() {
  return <LegalRoute builders={builders} />;
}
