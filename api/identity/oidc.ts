// Sign-in with OpenID Connect providers (openid-client): authorization code flow with PKCE,
// state and nonce. openid-client checks the ID token's signature, issuer, audience, expiry and
// nonce, and the state and the `iss` response parameter; any mismatch throws and no session is
// made. Discovery runs on first use and is cached; a failed discovery is retried next time.
import * as client from "openid-client";
import type { OidcProviderConfig, OidcProviderId } from "../deps.ts";

export const providerNames: Record<OidcProviderId, string> = {
  google: "Google",
  apple: "Apple",
  x: "X",
};

export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
};

export type PendingSignIn = { url: URL; state: string; nonce: string; codeVerifier: string };

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Plain http is allowed only for an issuer on this machine (development and tests). */
function allowsPlainHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === "http:" && LOOPBACK.has(url.hostname);
}

const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);

export function createOidc(providers: Partial<Record<OidcProviderId, OidcProviderConfig>>) {
  const discovered = new Map<OidcProviderId, Promise<client.Configuration>>();

  function configuration(id: OidcProviderId): Promise<client.Configuration> {
    const provider = providers[id];
    if (!provider) throw new Error(`${id} is not configured`);
    let pending = discovered.get(id);
    if (!pending) {
      pending = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        provider.clientSecret ? undefined : client.None(),
        {
          timeout: 10,
          ...(allowsPlainHttp(provider.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
      discovered.set(id, pending);
      pending.catch(() => discovered.delete(id));
    }
    return pending;
  }

  return {
    isConfigured: (id: OidcProviderId) => providers[id] !== undefined,

    async start(id: OidcProviderId, redirectUri: string): Promise<PendingSignIn> {
      const config = await configuration(id);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: providers[id]!.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    /** Exchanges the callback's code; throws when anything does not check out. */
    async finish(
      id: OidcProviderId,
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<OidcIdentity> {
      const config = await configuration(id);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("the provider returned no ID token");
      // Many providers put the email and names only in the userinfo response.
      let info: Record<string, unknown> = {};
      if (config.serverMetadata().userinfo_endpoint) {
        info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      }
      const claim = (name: string) => text(info[name]) ?? text(claims[name]);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: claim("email"),
        firstName: claim("given_name"),
        lastName: claim("family_name"),
        picture: claim("picture"),
      };
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
