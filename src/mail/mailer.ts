import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export type MailMessage = { id: string; to: string; subject: string; text: string };
export type Mailer = { readonly via: 'smtp' | 'log'; send(message: MailMessage): Promise<void>; close(): void };

/**
 * SMTP when `SMTP_URL` is set; otherwise the message is written to the log (the outbox row in
 * Postgres is kept either way), so a developer can read verification codes without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      via: 'log',
      async send(message) {
        options.logger.info({ mail: message }, 'e-mail not sent (no SMTP_URL): logged instead');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    via: 'smtp',
    async send(message) {
      // The outbox id as Message-ID lets receivers drop a copy delivered twice after a retry.
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${message.id}@marketplace>`,
      });
    },
    close: () => transport.close(),
  };
}
