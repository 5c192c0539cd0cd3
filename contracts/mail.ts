/** What callers of the e-mail delivery use: its input. */
export type MailInput = { outboxId: string };
