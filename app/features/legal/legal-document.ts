import type { PublicSettings } from '#contract/schemas/settings.ts';

export interface LegalSection {
  /** e.g. "1. Responsable du traitement" or "Article 3 – Commandes". */
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** One sentence under the title (e.g. last update). */
  intro: string;
  sections: LegalSection[];
}

/** Company details come from the settings an admin edits; constants from contract/constants.ts. */
export type LegalDocumentBuilder = (settings: PublicSettings) => LegalDocument;
