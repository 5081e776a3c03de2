// The two ways mail leaves Levelfield, for real: .eml files in an outbox folder (readable by the
// server's user only) and an SMTP server (smtp-server on a local port, with credentials).
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { header, plainText, startSmtpServer } from "../../testing/mail.ts";
import { createMailer, type MailMessage } from "./mailer.ts";

const FROM = "Levelfield <no-reply@levelfield.test>";
const message = (to: string, n: number): MailMessage => ({
  to,
  subject: `Message ${n}`,
  text: `Hello number ${n}: https://levelfield.example/reset-password?token=${"t".repeat(43)}`,
  html: `<p>Hello number ${n}</p>`,
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("the outbox mailer (no SMTP_URL)", () => {
  it("writes one .eml file per message, mode 0600, in a folder only its owner can open", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-mail-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const outbox = path.join(dataDir, "outbox");
    const mailer = createMailer({ from: FROM, outboxDir: outbox });
    expect(mailer.destination).toBe(outbox);

    await mailer.send(message("sam@example.com", 1));
    await mailer.send(message("kim@example.com", 2));
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    const raws = await Promise.all(files.map((f) => readFile(path.join(outbox, f), "utf8")));
    for (const file of files)
      expect((await stat(path.join(outbox, file))).mode & 0o777).toBe(0o600);
    expect(raws.map((r) => header(r, "To")).sort()).toEqual(["kim@example.com", "sam@example.com"]);
    const first = raws.find((r) => header(r, "To") === "sam@example.com")!;
    expect(header(first, "From")).toBe(FROM);
    expect(header(first, "Subject")).toBe("Message 1");
    expect(plainText(first)).toContain(`token=${"t".repeat(43)}`);
    mailer.close();
  });
});

describe("the SMTP mailer (SMTP_URL)", () => {
  it("delivers to the server with the URL's credentials, and names only the host", async () => {
    const server = await startSmtpServer({ user: "mailer", pass: "pa55 word" });
    cleanups.push(() => server.close());
    const mailer = createMailer({ smtpUrl: server.url, from: FROM, outboxDir: "/nonexistent" });
    expect(mailer.destination).toMatch(/^SMTP smtp:\/\/127\.0\.0\.1:\d+$/);
    await mailer.send(message("sam@example.com", 3));
    const mail = await server.waitFor((m) => m.to.includes("sam@example.com"));
    expect(mail.user).toBe("mailer");
    expect(header(mail.raw, "Subject")).toBe("Message 3");
    mailer.close();
  });

  it("fails the send when the credentials are wrong", async () => {
    const server = await startSmtpServer({ user: "mailer", pass: "right" });
    cleanups.push(() => server.close());
    const wrong = server.url.replace(":right@", ":wrong@");
    const mailer = createMailer({ smtpUrl: wrong, from: FROM, outboxDir: "/nonexistent" });
    await expect(mailer.send(message("sam@example.com", 4))).rejects.toMatchObject({
      code: "EAUTH",
    });
    expect(server.messages).toEqual([]);
    mailer.close();
  });
});
