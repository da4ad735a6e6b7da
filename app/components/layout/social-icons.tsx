/** Brand marks drawn inline (lucide no longer ships brand icons). */
const PATHS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9 1-.9z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2zM12 3c2.4 0 2.7 0 3.7.1 2.5.1 3.6 1.3 3.7 3.7.1 1 .1 1.3.1 3.7v3c0 2.4 0 2.7-.1 3.7-.1 2.4-1.2 3.6-3.7 3.7-1 .1-1.3.1-3.7.1h-3c-2.4 0-2.7 0-3.7-.1-2.5-.1-3.6-1.3-3.7-3.7-.1-1-.1-1.3-.1-3.7v-3c0-2.4 0-2.7.1-3.7.1-2.4 1.2-3.6 3.7-3.7 1-.1 1.3-.1 3.7-.1z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 2a8 8 0 1 1-4.1 14.9l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 0 1 12 4zM9 7.5c-.3 0-.7.1-1 .5-.3.4-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5-.1 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.4l-2-.9c-.3-.1-.5-.1-.7.1l-.9 1.1c-.2.2-.3.2-.6.1-1.2-.5-2.3-1.3-3-2.5-.2-.3 0-.4.1-.6l.6-.7c.1-.2.2-.4.1-.6l-.9-2.2c-.2-.5-.4-.5-.6-.5z',
  x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
} as const;

/** The networks the settings link to; WhatsApp is a chat, opened by its own buttons. */
export type SocialNetwork = Exclude<keyof typeof PATHS, 'whatsapp'>;

export function SocialIcon({ network, className }: { network: keyof typeof PATHS; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={PATHS[network]} />
    </svg>
  );
}
