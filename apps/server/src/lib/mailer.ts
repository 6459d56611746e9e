import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** True when mail is not really sent and codes are shown to the client instead. */
  readonly developmentMode: boolean;
  send(mail: Mail): Promise<void>;
}

/** Sends mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    developmentMode: false,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** No SMTP configured: mail is written to the log only (development mode). */
export function createDevelopmentMailer(log: { info(message: string): void }): Mailer {
  return {
    developmentMode: true,
    async send(mail) {
      log.info(`[development mail] to=${mail.to} subject=${mail.subject}`);
    },
  };
}
