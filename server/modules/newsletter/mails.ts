import type { Language } from '#contract/languages.ts';
import { escapeHtml } from '#contract/plain-text.ts';

/** Who the mail comes from, as the settings hold it, and the site's address under PUBLIC_URL. */
export interface MailSignature {
  company: string;
  site: string;
}

const TEXTS = {
  fr: {
    confirmSubject: (company: string) => `Confirmez votre inscription à la newsletter ${company}`,
    greeting: 'Bonjour,',
    asked: (company: string) =>
      `Vous avez demandé à recevoir la newsletter de ${company} (ou quelqu’un l’a fait avec votre adresse).`,
    follow: 'Pour confirmer votre inscription, ouvrez ce lien :',
    button: 'Confirmer mon inscription',
    ignore:
      'Vous n’avez rien demandé ? Ignorez cet email : sans confirmation, votre adresse est effacée sous 30 jours.',
    signature: (company: string) => `L’équipe ${company}`,
    why: (company: string) => `Vous recevez cet email car vous êtes inscrit à la newsletter de ${company}.`,
    unsubscribe: 'Se désinscrire',
    unsubscribeText: 'Pour vous désinscrire :',
  },
  en: {
    confirmSubject: (company: string) => `Confirm your subscription to the ${company} newsletter`,
    greeting: 'Hello,',
    asked: (company: string) => `You asked to receive the ${company} newsletter (or someone did so with your address).`,
    follow: 'To confirm your subscription, open this link:',
    button: 'Confirm my subscription',
    ignore:
      'You did not ask for anything? Ignore this mail: without confirmation, your address is erased within 30 days.',
    signature: (company: string) => `The ${company} team`,
    why: (company: string) => `You receive this mail because you subscribed to the ${company} newsletter.`,
    unsubscribe: 'Unsubscribe',
    unsubscribeText: 'To unsubscribe:',
  },
} as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function mailDocument(language: Language, content: string): string {
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">',
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">${content}</div>`,
    '</body></html>',
  ].join('');
}

/** The double opt-in mail, in the subscriber's language, with the signed link that confirms. */
export function confirmationMail(language: Language, confirmUrl: string, signature: MailSignature) {
  const text = TEXTS[language];
  const lines = [
    text.greeting,
    '',
    text.asked(signature.company),
    text.follow,
    confirmUrl,
    '',
    text.ignore,
    '',
    text.signature(signature.company),
    signature.site,
  ];
  const html = mailDocument(
    language,
    [
      `<p>${escapeHtml(text.greeting)}</p>`,
      `<p>${escapeHtml(text.asked(signature.company))}</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(text.button)}</a></p>`,
      `<p style="font-size:13px;color:#475569">${escapeHtml(text.ignore)}</p>`,
      `<p>${escapeHtml(text.signature(signature.company))}<br><a href="${escapeHtml(signature.site)}">${escapeHtml(signature.site)}</a></p>`,
    ].join(''),
  );
  return { subject: text.confirmSubject(signature.company), text: lines.join('\n'), html };
}

/** Sanitized rich text made fit for a mail: absolute links and images (PUBLIC_URL), no responsive attributes. */
export function mailReadyHtml(html: string, origin: string): string {
  return html
    .replace(/ (srcset|sizes|loading|decoding)="[^"]*"/g, '')
    .replace(/ (src|href)="\/(?!\/)/g, (_match, attribute: string) => ` ${attribute}="${origin}/`)
    .replaceAll('<img ', '<img style="max-width:100%;height:auto" ');
}

/** The text part of a sanitized rich text: blocks on their own lines, a link's address after its words. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, '$2 ($1)')
    .replace(/<li>/g, '- ')
    .replace(/<hr\s*\/?>/g, '\n----\n')
    .replace(/<br\s*\/?>|<\/(p|h2|h3|h4|li|blockquote|pre|figcaption|ul|ol)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * One newsletter for one subscriber: their language's subject and body, an unsubscribe link in the
 * body and the RFC 8058 headers, so that mail programs offer a one-click unsubscribe.
 */
export function newsletterMail(
  content: { subject: string; html: string },
  language: Language,
  unsubscribeUrl: string,
  signature: MailSignature & { origin: string },
) {
  const text = TEXTS[language];
  const body = mailReadyHtml(content.html, signature.origin);
  const html = mailDocument(
    language,
    [
      body,
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">',
      `<p style="font-size:13px;color:#475569">${escapeHtml(text.why(signature.company))} `,
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#1d4ed8">${escapeHtml(text.unsubscribe)}</a></p>`,
    ].join(''),
  );
  const plain = [
    htmlToText(body),
    '',
    '--',
    text.why(signature.company),
    `${text.unsubscribeText} ${unsubscribeUrl}`,
    signature.site,
  ].join('\n');
  return {
    subject: content.subject,
    text: plain,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
