/** One article of a legal document as it was first written: a paragraph, an optional list detailing it, then more paragraphs. */
export interface LegalArticle {
  /** e.g. "1. Responsable du traitement" or "Article 3 – Commandes". */
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A legal document in one language, quoting the company's details by name (`{contact.email}`, ADR 0066). */
export interface LegalDocument {
  title: string;
  /** The day of its last change in substance (YYYY-MM-DD). */
  updatedOn: string;
  sections: LegalArticle[];
}
