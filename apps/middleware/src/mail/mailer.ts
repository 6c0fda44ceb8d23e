/** One e-mail. `link` is the action the message carries, logged when there is no mail server. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
};

/** Sends e-mail; `send` resolves once the message is handed over, and throws when it cannot be. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Where the mailer reports what it did: pino's shape, so `app.log` fits. */
export type MailLog = { info(object: object, message: string): void };
