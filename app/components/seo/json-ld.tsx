import { jsonLdText } from '#app/lib/structured-data.ts';

/** schema.org data of the page, read by search engines (a data block: no script runs). */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
