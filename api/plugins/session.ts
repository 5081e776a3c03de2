// Sessions and who is signed in.
//
// - The cookie is HttpOnly, SameSite=Lax, and Secure whenever the request arrived over HTTPS
//   (`secure: "auto"`; behind a proxy that needs TRUST_PROXY). Its value is only a signed id;
//   the session itself is in Postgres.
// - Nothing is stored for visitors (saveUninitialized: false).
// - Sign-in regenerates the session: the id a visitor had before is destroyed (no fixation).
// - A session ends after `sessionIdleMs` without use and `sessionAbsoluteMs` after sign-in,
//   checked here against the injected clock. Use is recorded at most once a minute, so a busy
//   student does not cause a session write per request.
import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ApiDeps } from "../deps.ts";
import { HttpError } from "./errors.ts";
import { SECURITY_PLUGIN } from "./security.ts";
import type { SessionAccount } from "./session-store.ts";

declare module "fastify" {
  interface Session {
    userId?: string;
    /** ms since epoch (injected clock) */
    signedInAt?: number;
    seenAt?: number;
    /** Read with the session, never stored (api/plugins/session-store.ts): the signed-in
     *  student's time zone, test date and registration (null before the users read model has
     *  them). */
    account?: SessionAccount | null;
    /** An OpenID Connect sign-in in progress (api/identity/oidc.ts). */
    oidc?: {
      provider: string;
      state: string;
      nonce: string;
      codeVerifier: string;
      intent: "new" | "returning";
      /** The birth year the landing screen asked for, kept only until the account exists. */
      birthYear: number | null;
      startedAt: number;
    };
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. */
    userId: string | null;
  }
}

export const SESSION_COOKIE = "levelfield_sid";
/** The position of the session's last write (api/read-your-writes.ts). */
export const WRITTEN_COOKIE = "levelfield_written";
export const WRITTEN_COOKIE_PATH = "/api";
const SEEN_RESOLUTION_MS = 60_000;

type SessionDeps = Pick<ApiDeps, "now" | "keys" | "sessionStore" | "auth">;

async function registerSessions(app: FastifyInstance, deps: SessionDeps): Promise<void> {
  const { now } = deps;
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: deps.keys.session.toString("base64url"),
    cookieName: SESSION_COOKIE,
    store: deps.sessionStore,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: "auto",
      path: "/",
      maxAge: deps.auth.sessionIdleMs,
    },
  });

  app.decorateRequest("userId", null);
  app.addHook("onRequest", async (request) => {
    const session = request.session;
    if (!session?.userId) return;
    const t = now().getTime();
    const signedInAt = session.signedInAt ?? 0;
    const seenAt = session.seenAt ?? signedInAt;
    if (t - seenAt > deps.auth.sessionIdleMs || t - signedInAt > deps.auth.sessionAbsoluteMs) {
      request.log.info({ userId: session.userId }, "session expired");
      await session.destroy();
      return;
    }
    request.userId = session.userId;
    if (t - seenAt >= SEEN_RESOLUTION_MS) {
      session.seenAt = t;
      session.touch();
    }
  });
}

export const SESSIONS_PLUGIN = "levelfield-sessions";

/** Who is signed in (request.userId). After security: a request refused as cross-site or rate
 *  limited never costs a session read. */
export const sessions = fp(registerSessions, {
  name: SESSIONS_PLUGIN,
  fastify: "5.x",
  dependencies: [SECURITY_PLUGIN],
});

/** Starts a signed-in session for userId under a new session id. */
export async function signIn(request: FastifyRequest, userId: string, now: Date): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.signedInAt = now.getTime();
  request.session.seenAt = now.getTime();
  request.userId = userId;
}

/** Ends the session on the server and tells the browser to drop its cookies. */
export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session?.sessionId) await request.session.destroy();
  request.userId = null;
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  if (request.cookies[WRITTEN_COOKIE] !== undefined) {
    reply.clearCookie(WRITTEN_COOKIE, { path: WRITTEN_COOKIE_PATH });
  }
}

/** The 401 every signed-in route gives visitors. */
export const notSignedIn = () => new HttpError(401, "You are not signed in.");

/** preHandler: 401 for visitors. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  currentUserId(request);
}

/** The signed-in user's id, or the 401. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw notSignedIn();
  return request.userId;
}
