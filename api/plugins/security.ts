// Security headers, cross-site request refusal, and rate limits.
//
// Cross-site requests: every state-changing request (any method but GET, HEAD, OPTIONS) must come
// from this site. The check is the one Go 1.25 ships as http.CrossOriginProtection: a browser
// sends Sec-Fetch-Site (and Origin) on every such request, so `Sec-Fetch-Site: same-origin|none`
// passes, any other value fails, and without it the Origin must be this site's origin: scheme,
// host and port, either as the request arrived (Host, and the scheme behind a trusted proxy) or
// as PUBLIC_URL names it (a TLS proxy that is not trusted still serves https). A request with
// neither header did not come from a browser (curl, scripts), and a browser's cookies are what
// cross-site request forgery abuses, so it passes. Besides, bodies must be JSON (Fastify answers
// 415 otherwise), which no HTML form can send.
import helmet from "@fastify/helmet";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ERRORS_PLUGIN, HttpError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The client's address; "unknown" once its socket is gone (request.ip is then undefined). */
export function clientAddress(request: FastifyRequest): string {
  return (request.ip as string | undefined) ?? "unknown";
}

/** Why this request is refused as cross-site, or null when it may change state. */
export function crossSiteRefusal(request: FastifyRequest, publicUrl: string): string | null {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") {
    return fetchSite === "same-origin" || fetchSite === "none"
      ? null
      : `Cross-site request refused (Sec-Fetch-Site: ${fetchSite}).`;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  // Compare origins as URLs, so a default port written out on one side only (Host:
  // example.com:443 from some proxies) still matches; the scheme must match too.
  let sameSite: boolean;
  try {
    const from = new URL(origin).origin;
    const asArrived = new URL(`${request.protocol}://${request.host}`).origin;
    sameSite = from === asArrived || from === new URL(publicUrl).origin;
  } catch {
    return "Cross-site request refused (the Origin header is not a URL).";
  }
  return sameSite ? null : "Cross-site request refused (the Origin does not match this site).";
}

async function registerSecurity(
  app: FastifyInstance,
  options: { requestsPerMinute: number; publicUrl: string },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects <style> elements (scroll locking); styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Provider profile pictures (Google, Apple) are shown in the navigation bar.
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    // Profile pictures come from the identity providers' servers.
    crossOriginEmbedderPolicy: false,
  });
  // Fastify parses text/plain by default, and an HTML form can send it (enctype="text/plain").
  app.removeContentTypeParser("text/plain");

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const refusal = crossSiteRefusal(request, options.publicUrl);
    if (refusal) throw new HttpError(403, refusal);
  });

  // Per process and per client address: a blunt cap on every /api request, tighter caps on the
  // routes that guess passwords or create accounts (config.rateLimit on those routes). Failed
  // sign-ins are throttled again per account and address across processes
  // (api/throttle.ts). The web app's own files are not counted: the service worker
  // fetches the whole build (about a hundred files) when a browser installs a version, and a
  // school's students share one address; those files are static and pre-compressed.
  await app.register(rateLimit, {
    global: true,
    allowList: (request) => isAppFile(request),
    // A request whose socket is already gone (a client that sent its body and hung up) has no
    // address: the plugin's own key function threw on it.
    keyGenerator: (request) => normalizeIP(clientAddress(request)),
    max: options.requestsPerMinute,
    timeWindow: "1 minute",
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      ),
  });
}

/** A read of the web app's files (the shell, its assets, the worker): anything but /api. */
function isAppFile(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return !/^\/api(\/|\?|$)/.test(request.url);
}

export const SECURITY_PLUGIN = "levelfield-security";

/** Headers, the cross-site refusal and rate limits; its refusals are HttpErrors. */
export const security = fp(registerSecurity, {
  name: SECURITY_PLUGIN,
  fastify: "5.x",
  dependencies: [ERRORS_PLUGIN],
});
