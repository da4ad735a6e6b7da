import type { ReactNode } from 'react';
import { WhatsAppIcon } from './whatsapp-icon.tsx';
import type { WhatsAppChat } from './use-whatsapp-chat.ts';

/** WhatsApp's own green, with dark text: white on it would not be legible. */
export const WHATSAPP_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-[#25D366] font-semibold text-slate-950 hover:bg-[#1ebe5b]';

/**
 * A link to the company's WhatsApp with the message typed in. `data-whatsapp` lets the page count the
 * tap with a beacon to our own API (islands/boot.ts); wa.me itself is only visited on the tap.
 */
export function WhatsAppLink({
  chat,
  className,
  label,
  children,
}: {
  chat: WhatsAppChat;
  className: string;
  /** The accessible name, when the link shows an icon alone. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={chat.href}
      data-whatsapp={chat.click}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={className}
    >
      <WhatsAppIcon className="size-5 shrink-0" />
      {children}
    </a>
  );
}
