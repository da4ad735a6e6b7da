import { CONTACT_QUEUE_STORAGE_KEY as STORAGE_KEY } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { ContactFormState } from '#contract/schemas/contact.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { submitContact, subscribeToNewsletter } from './api/submit-contact.ts';
import { buildContactPayload, type ContactFieldErrors, contactFieldErrors } from './build-contact-payload.ts';

/**
 * Contact messages written without a network (ADR 0015): kept on the device, in localStorage, and
 * sent when the network returns, from whichever public page is open then (the islands runtime
 * starts it). A message the server refuses stays, with its reasons, until the contact form takes it back.
 */

/** Dispatched on window whenever the queue changes; `detail` says what was just sent or refused. */
export const CONTACT_QUEUE_EVENT = 'weltaare:contact-queue';

export interface QueuedContactMessage {
  id: string;
  form: ContactFormState;
  language: Language;
  queuedAt: string;
  /** The server's reasons when it refused the message: it is then no longer sent. */
  refused?: ContactFieldErrors;
}

export interface ContactQueueChange {
  sent: QueuedContactMessage[];
  refused: QueuedContactMessage[];
}

function read(): QueuedContactMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedContactMessage[]) : [];
  } catch {
    return [];
  }
}

function write(messages: QueuedContactMessage[], change: ContactQueueChange = { sent: [], refused: [] }) {
  if (messages.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
  else localStorage.removeItem(STORAGE_KEY);
  window.dispatchEvent(new CustomEvent<ContactQueueChange>(CONTACT_QUEUE_EVENT, { detail: change }));
}

export function queuedContactMessages(): QueuedContactMessage[] {
  return read();
}

/** Cheap enough for every page: one storage read, no parsing. */
export function hasQueuedContactMessages(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function queueContactMessage(form: ContactFormState, language: Language) {
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  write([...read(), { id, form, language, queuedAt: new Date().toISOString() }]);
  sendQueuedContactMessagesWhenOnline();
}

/** Takes a refused message out of the queue, for the form to show it again with its reasons. */
export function takeBackRefusedContactMessage(): QueuedContactMessage | null {
  const messages = read();
  const refused = messages.find((message) => message.refused);
  if (!refused) return null;
  write(messages.filter((message) => message.id !== refused.id));
  return refused;
}

type Outcome = 'sent' | 'refused' | 'offline';

async function sendOne(message: QueuedContactMessage): Promise<{ outcome: Outcome; errors?: ContactFieldErrors }> {
  try {
    await submitContact(buildContactPayload(message.form), message.language);
  } catch (error) {
    // No answer, a time-out or a server that could not take it now: try again later.
    if (!(error instanceof ApiError) || !error.isClientError || error.status === 429) return { outcome: 'offline' };
    return { outcome: 'refused', errors: contactFieldErrors(error.fieldErrors) };
  }
  // The newsletter sign-up is a bonus: its failure must not undo the sent message.
  if (message.form.newsletter) {
    subscribeToNewsletter(message.form.email.trim(), message.language).catch(() => undefined);
  }
  return { outcome: 'sent' };
}

/** Oldest first, reading the queue anew each time: a page may add to it meanwhile. */
async function sendAll(): Promise<void> {
  for (;;) {
    const message = read().find((waiting) => !waiting.refused);
    if (!message) return;
    const { outcome, errors } = await sendOne(message);
    if (outcome === 'offline') return;
    const rest = read().filter((kept) => kept.id !== message.id);
    if (outcome === 'sent') write(rest, { sent: [message], refused: [] });
    else {
      const refused = { ...message, refused: errors ?? {} };
      write([...rest, refused], { sent: [], refused: [refused] });
    }
  }
}

let sending: Promise<void> | null = null;

/** Sends what waits, oldest first, one tab at a time (Web Locks where the browser has them). */
function sendQueuedContactMessages(): Promise<void> {
  if (sending) return sending;
  const run = async () => {
    if ('locks' in navigator) await navigator.locks.request(STORAGE_KEY, sendAll);
    else await sendAll();
  };
  const started = run().finally(() => {
    sending = null;
  });
  sending = started;
  return started;
}

let listening = false;

/** Sends the waiting messages now if the browser is online, and each time the network returns. */
export function sendQueuedContactMessagesWhenOnline() {
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => void sendQueuedContactMessages());
  }
  if (navigator.onLine) void sendQueuedContactMessages();
}
