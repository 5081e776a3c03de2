// Sign-in routes are browser navigations, not fetches: a refusal there must read well as a page.
// A browser (Accept: text/html) gets a small page with a way back; other clients get the usual
// `{ error, message }` JSON.
import type { FastifyReply, FastifyRequest } from "fastify";
import { STATUS_CODES } from "node:http";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sendNotice(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
) {
  const error = STATUS_CODES[status] ?? "Error";
  if (!(request.headers.accept ?? "").includes("text/html")) {
    return reply.status(status).send({ error, message });
  }
  return reply.status(status).type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Levelfield</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;background:#f5f7fb;color:#1a2233}
main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}
h1{font-size:1.35rem;margin:0 0 .75rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border-radius:8px;background:#2952cc;color:#fff;text-decoration:none}
@media (prefers-color-scheme:dark){body{background:#0f1420;color:#e6eaf2}main{background:#1a2233}}
</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(message)}</p><a href="/">Back to Levelfield</a></main></body></html>`);
}
