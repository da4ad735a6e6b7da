import { type LegalBuilders, legalMeta, LegalRoute } from '#app/features/legal/components/legal-route.tsx';
import { accessibilityEn } from '#app/features/legal/content/accessibility.en.ts';
import { accessibilityFr } from '#app/features/legal/content/accessibility.fr.ts';
import type { Route } from './+types/accessibility';

const builders: LegalBuilders = { fr: accessibilityFr, en: accessibilityEn };

export function meta(args: Route.MetaArgs) {
  return legalMeta(args, 'accessibility', builders);
}

export default function AccessibilityStatementPage() {
  return <LegalRoute builders={builders} />;
}
