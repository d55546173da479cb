// Sends mail through SMTP_URL, or (unset: development only, config.ts) writes it to DATA_DIR/outbox/*.eml
// and logs it, links included.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { lazyPackage } from '../lazyPackage';
import type { Logger } from '../logger';
import type { MailMessage } from './templates';

export interface Mailer {
  send(to: string, message: MailMessage): Promise<void>;
  close(): void;
}

const nodemailer = lazyPackage<typeof import('nodemailer')>('nodemailer');

/** A transport made (and nodemailer loaded) on the first mail; `close` ends it if there is one. */
function transportOnFirstUse(make: () => Transporter) {
  let transport: Transporter | undefined;
  return {
    get: () => (transport ??= make()),
    close: () => transport?.close(),
  };
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl) {
    const transport = transportOnFirstUse(() => nodemailer().createTransport(smtpUrl));
    return {
      async send(to, message) {
        await transport.get().sendMail({ from, to, ...message });
        logger.info({ to, subject: message.subject }, 'mail sent');
      },
      close: transport.close,
    };
  }
  const transport = transportOnFirstUse(() =>
    nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const outbox = path.join(dataDir === ':memory:' ? path.resolve('data') : dataDir, 'outbox');
  return {
    async send(to, message) {
      const info = await transport.get().sendMail({ from, to, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, outboxFileName(new Date(), info.messageId));
      await fs.writeFile(file, info.message as Buffer);
      logger.info(
        { to, subject: message.subject, file, text: message.text },
        'mail written to outbox (no SMTP_URL)',
      );
    },
    close: transport.close,
  };
}

/**
 * `<time>-<id>.eml` (docs/operations.md): the time sorts the files, the id is the Message-ID's own part, without its
 * angle brackets and `@domain` (which ran into the id before).
 */
export function outboxFileName(at: Date, messageId: string): string {
  const id =
    messageId
      .replace(/^<|>$/g, '')
      .split('@')[0]!
      .replace(/[^A-Za-z0-9_-]/g, '') || 'mail';
  return `${at.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
}
