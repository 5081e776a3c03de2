// Mail in tests, with nothing faked: a real SMTP server (the smtp-server package) on a free local
// port that the app's nodemailer delivers to, keeping every message it accepts; and reading a
// password reset link out of a raw message (from that server or an outbox .eml file).
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The user the client authenticated as, if it did. */
  user: string | undefined;
  /** The message as sent: headers and body. */
  raw: string;
};

export type TestSmtpServer = {
  /** The SMTP_URL to send with, credentials included. */
  url: string;
  readonly messages: readonly ReceivedMail[];
  /** The first message matching, waiting for it up to timeoutMs. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * Starts an SMTP server that requires this user and password (plain AUTH over a local socket:
 * no STARTTLS, whose test certificate nodemailer would rightly refuse).
 */
export async function startSmtpServer(
  credentials = { user: "levelfield", pass: "mail-secret" },
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  const { user, pass } = credentials;
  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    messages,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (nodemailer wraps long lines). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The text/plain part of a raw message, decoded. */
export function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(\r?\n--|$)/i.exec(raw);
  if (!part) throw new Error("the message has no text/plain part");
  const headers = raw.slice(0, part.index + part[0].indexOf(part[1]!));
  const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(
    headers.slice(headers.lastIndexOf("Content-Type: text/plain")),
  );
  return quoted ? decodeQuotedPrintable(part[1]!) : part[1]!;
}

/** The password reset link in a raw message. */
export function resetLinkIn(raw: string): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(plainText(raw));
  if (!match) throw new Error("the message holds no password reset link");
  return new URL(match[0]);
}

/** A header's value in a raw message (the first one), unfolded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
