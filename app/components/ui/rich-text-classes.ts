/** What every rich text on the public pages shares: links, lists, quotes and library images with their captions. */
const SHARED =
  'text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600 [&_figure_img]:h-auto [&_figure_img]:w-full [&_figure_img]:rounded-xl [&_h2]:text-slate-900 [&_h3]:text-slate-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6';

/** A rich text within a page (a job post, a solution): body size, modest headings. */
export const RICH_TEXT_CLASS = `${SHARED} [&_blockquote]:mt-4 [&_figure]:mt-4 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_p]:mt-3 [&_ul]:mt-3`;

/** The text of a page of its own (an article, a project): larger type, more air, wide images. */
export const ARTICLE_TEXT_CLASS = `${SHARED} text-lg leading-relaxed [&_blockquote]:mt-6 [&_figure]:my-8 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_ol]:mt-4 [&_p]:mt-4 [&_ul]:mt-4 [&>:first-child]:mt-0`;
