import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export type MailMessage = { id: string; to: string; subject: string; text: string };
export type Mailer = { readonly via: 'smtp' | 'log' | 'none'; send(message: MailMessage): Promise<void>; close(): void };

/**
 * SMTP when `SMTP_URL` is set. Without it, `npm start` (`logBodies`) writes the message to the log
 * so a developer can read verification codes without a mail server; the production roles never
 * log a body (it may carry a one-time code): they log that nothing was sent, and the outbox row
 * keeps the message.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; logger: Logger; logBodies?: boolean }): Mailer {
  if (!options.smtpUrl && options.logBodies) {
    return {
      via: 'log',
      async send(message) {
        options.logger.info({ mail: message }, 'e-mail not sent (no SMTP_URL): logged instead');
      },
      close() {},
    };
  }
  if (!options.smtpUrl) {
    return {
      via: 'none',
      async send(message) {
        options.logger.warn({ outboxId: message.id }, 'e-mail not sent: no SMTP_URL configured (kept in mail_outbox)');
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
