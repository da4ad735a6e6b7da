/** A section's title and the text under it, as staff wrote them in the page's sections (ADR 0064). */
export interface SectionHeading {
  /** The title's id, which the section is labelled by: unique on the page. */
  id: string;
  title: string;
  subtitle: string | null;
}

/** The title of a content section of a page, and its text under it when there is one. */
export function SectionTitle({ heading }: { heading: SectionHeading }) {
  return (
    <>
      <h2 id={heading.id} className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {heading.title}
      </h2>
      {heading.subtitle ? <p className="mt-3 max-w-2xl text-slate-600">{heading.subtitle}</p> : null}
    </>
  );
}
