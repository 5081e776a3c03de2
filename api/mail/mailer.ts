// Outgoing email, through nodemailer. With SMTP_URL every message goes to that SMTP server;
// without it, each message is written as one .eml file to an outbox folder (DATA_DIR/outbox),
// readable by the server's user only, so a development machine needs no mail server and a
// password reset link can be opened from the file. The composition root (cli/serve.ts) picks
// one; tests point the SMTP one at a real in-process SMTP server.
import { randomBytes } from "node:crypto";
import { mkdir, open } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Where messages go, for the start-up line: the SMTP host and port, or the outbox folder. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS from the start). */
  smtpUrl?: string | undefined;
  /** The From header: an address, or `Name <address>`. */
  from: string;
  /** Where messages are written when there is no SMTP server. */
  outboxDir: string;
};

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer({ url: options.smtpUrl, from: options.from })
    : outboxMailer({ dir: options.outboxDir, from: options.from });
}

/** Sends through an SMTP server; the URL's credentials never leave this function. */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const url = new URL(options.url);
  const transport = createTransport(options.url, { from: options.from });
  return {
    destination: `SMTP ${url.protocol}//${url.host}`,
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Writes each message, as the SMTP server would receive it, to `<dir>/<time>-<random>.eml`. */
export function outboxMailer(options: { dir: string; from: string }): Mailer {
  const dir = path.resolve(options.dir);
  const transport = createTransport(
    { streamTransport: true, buffer: true, newline: "unix" },
    { from: options.from },
  );
  return {
    destination: dir,
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Time first, so a listing sorts oldest to newest; the random part keeps names unique.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      // 0600 from the start (not chmod after): the message holds a live reset link.
      const file = await open(path.join(dir, name), "wx", 0o600);
      try {
        await file.writeFile(info.message as Buffer);
      } finally {
        await file.close();
      }
    },
    close: () => transport.close(),
  };
}
