/**
 * A mail's HTML as its reader sees it, in an empty sandbox: it runs no script, submits no form and
 * cannot reach this page.
 */
export function MailFrame({ title, html, className }: { title: string; html: string; className: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className={`w-full rounded-lg border border-slate-200 bg-white ${className}`}
    />
  );
}
