// A real SMTP server in the test process: receives what Cardplan sends and parses it with mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { PATIENCE_MS } from './waits';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailbox {
  smtpUrl: string;
  received: ReceivedMail[];
  /** Waits for the next mail to `to` that arrives (or already arrived and was not taken yet). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const addresses = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((group) => group?.value ?? [])
    .map((entry) => entry.address?.toLowerCase() ?? '');

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addresses(mail),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: String(mail.html || ''),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    async next(to, timeoutMs = PATIENCE_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with the given URL prefix. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((link) => link.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}"`);
  return new URL(match);
}

/** The token of the next link to `path` mailed to `email` by the test server. */
export async function mailedToken(
  server: { mailbox: Mailbox; config: { appUrl?: string } },
  email: string,
  path: string,
): Promise<string> {
  const mail = await server.mailbox.next(email);
  return linkIn(mail, `${server.config.appUrl}${path}`).searchParams.get('token')!;
}
