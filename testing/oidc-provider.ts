// A real OpenID Connect provider (oidc-provider) for integration tests, behind a small reverse
// proxy that can tamper with the ID token the token endpoint returns. The proxy's URL is the
// issuer: the provider builds its URLs from the Host header, which the proxy passes on. A
// tampered ID token is re-signed with the provider's own key, so its signature stays valid and
// only the relying party's claim checks (issuer, audience, nonce) can refuse it.
//
// `authorize(url, account)` plays the browser: it follows the provider's redirects (keeping the
// provider's cookies), signs in as `account` and consents, and returns the URL the provider sends
// the browser back to (the relying party's redirect URI, with code, state and iss).
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error -- oidc-provider ships no type declarations; the little used here is typed below.
import ProviderClass from "oidc-provider";

export type TestAccount = {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  picture: string;
};

/** What the proxy does to the ID token in the token endpoint's response. */
export type Tamper = "none" | "issuer" | "audience" | "nonce";

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setTamper(mode: Tamper): void;
  /** How many ID tokens the proxy has rewritten so far. */
  readonly tampered: number;
  authorize(authorizationUrl: string, account: TestAccount): Promise<URL>;
  close(): Promise<void>;
};

type KoaContext = {
  path: string;
  req: IncomingMessage;
  res: unknown;
  status: number;
  redirect(url: string): void;
};
type InteractionDetails = {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id: string };
  session?: { accountId: string };
  grantId?: string;
};
type Grant = {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
};
type Provider = {
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  callback(): (req: IncomingMessage, res: unknown) => void;
  interactionDetails(req: IncomingMessage, res: unknown): Promise<InteractionDetails>;
  interactionResult(req: IncomingMessage, res: unknown, result: object): Promise<string>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant>;
  };
};
const OidcProvider = ProviderClass as new (issuer: string, config: object) => Provider;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Changes one claim of a compact RS256 JWT and signs it again with the same key and header. */
function rewrite(jwt: string, key: KeyObject, change: (claims: Record<string, unknown>) => void) {
  const [header, payload] = jwt.split(".");
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<
    string,
    unknown
  >;
  change(claims);
  const input = `${header}.${b64(claims)}`;
  return `${input}.${sign("sha256", Buffer.from(input), key).toString("base64url")}`;
}

export async function startTestOidcProvider(options: {
  redirectUri: string;
}): Promise<TestOidcProvider> {
  const clientId = "levelfield-test";
  const clientSecret = randomBytes(24).toString("base64url");
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: "jwk" }),
    kid: "test-key",
    alg: "RS256",
    use: "sig",
  };
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | null = null;
  let tamper: Tamper = "none";
  let tampered = 0;
  let providerPort = 0;

  // The proxy, whose address is the issuer: it must listen first, as the provider needs it.
  const proxy = createServer((req, res) => {
    const upstream = request(
      {
        host: "127.0.0.1",
        port: providerPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        if (tamper === "none" || req.method !== "POST" || !req.url?.startsWith("/token")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as { id_token?: string };
          if (body.id_token) {
            body.id_token = rewrite(body.id_token, privateKey, (claims) => {
              if (tamper === "issuer") claims.iss = "http://127.0.0.1:9/not-the-issuer";
              if (tamper === "audience") claims.aud = "another-client";
              if (tamper === "nonce") claims.nonce = randomBytes(16).toString("base64url");
            });
            tampered += 1;
          }
          const text = JSON.stringify(body);
          const { "content-length": _length, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, {
            ...headers,
            "content-length": Buffer.byteLength(text),
          });
          res.end(text);
        });
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const issuer = `http://127.0.0.1:${await listen(proxy)}`;

  const provider = new OidcProvider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(24).toString("base64url")] },
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "picture"],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account, email_verified: true }) };
    },
  });
  // The interactions, without any HTML: sign in as the next account, then consent to everything
  // asked for.
  provider.use(async (ctx, nextMiddleware) => {
    if (!ctx.path.startsWith("/interaction/")) return nextMiddleware();
    const { prompt, params, session, grantId } = await provider.interactionDetails(
      ctx.req,
      ctx.res,
    );
    let result: object;
    if (prompt.name === "login") {
      if (!next) throw new Error("no test account to sign in as");
      result = { login: { accountId: next.sub } };
    } else if (prompt.name === "consent") {
      const grant = grantId
        ? await provider.Grant.find(grantId)
        : new provider.Grant({ accountId: session!.accountId, clientId: params.client_id });
      const { missingOIDCScope, missingOIDCClaims } = prompt.details;
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(" "));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      result = { consent: { grantId: await grant.save() } };
    } else {
      throw new Error(`unexpected prompt ${prompt.name}`);
    }
    ctx.status = 303;
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result));
  });
  const server = createServer(provider.callback());
  providerPort = await listen(server);

  return {
    issuer,
    clientId,
    clientSecret,
    setTamper(mode) {
      tamper = mode;
    },
    get tampered() {
      return tampered;
    },
    async authorize(authorizationUrl, account) {
      accounts.set(account.sub, account);
      next = account;
      const cookies = new Map<string, string>();
      const back = new URL(options.redirectUri);
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin === back.origin) return url;
        const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
        const response = await fetch(url, {
          redirect: "manual",
          headers: cookie ? { cookie } : {},
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = "", ...attributes] = line.split(";");
          const name = pair.slice(0, pair.indexOf("=")).trim();
          const value = pair.slice(pair.indexOf("=") + 1).trim();
          const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
          if (value === "" || expired) cookies.delete(name);
          else cookies.set(name, value);
        }
        const location = response.headers.get("location");
        if (response.status < 300 || response.status >= 400 || !location) {
          throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
        }
        url = new URL(location, url);
      }
      throw new Error("too many redirects at the provider");
    },
    async close() {
      await stop(proxy);
      await stop(server);
    },
  };
}
