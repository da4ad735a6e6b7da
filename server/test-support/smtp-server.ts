import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port, keeping what it receives. */
export class TestSmtpServer {
  received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  async start(port = 0) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          this.received.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** The mail of one outbox row, by the header the sender adds. */
  mailOf(outboxId: number): ReceivedMail | undefined {
    return this.received.find((mail) => parseMail(mail.raw).headers.get('x-weltaare-outbox-id') === String(outboxId));
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A header with its RFC 2047 encoded words (=?UTF-8?Q?...?=, =?UTF-8?B?...?=) decoded. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[\w-]+\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** Headers (unfolded, encoded words decoded) and decoded text of a simple one-part message. */
export function parseMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  let text = rest.join('\n\n');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/**
 * The parts of a multipart message (a text and its attachments), each parsed as one part; a part's
 * bytes as sent (`bytes`, for an attachment in base64).
 */
export function mailParts(raw: string) {
  const { headers } = parseMail(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const parsed = parseMail(part.replace(/^\r?\n/, ''));
      const body = part
        .replace(/^\r?\n/, '')
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n');
      const base64 = parsed.headers.get('content-transfer-encoding')?.toLowerCase() === 'base64';
      return { ...parsed, bytes: base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body) };
    });
}

/** Polls until the probe answers something, for what happens after a response (a sweep, a delivery). */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
