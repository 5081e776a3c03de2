// Sweeps over the route catalogue (api/plugins/routes.ts), so a route added later is covered
// without touching this file (reliability rows 16, 17 and 18):
// - every /api/admin route: 401 for visitors, 403 for students and analysts, open to admins;
// - every /api/analyst route: 401 for visitors, 403 for students and for admins without the
//   analyst role, open to analysts;
// - every state-changing /api route: refused cross-site (Origin or Sec-Fetch-Site), with no
//   event appended and the session intact; accepted from this site;
// - every GET /api route but the documented navigations: changes nothing, signed in or not;
// - security headers and the session cookie's attributes (http and https behind a proxy);
// - the OpenAPI document lists every route.
import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../testing/api.ts";
import { DOCS_PREFIX } from "./plugins/openapi.ts";
import { plausible, routePath, zodSchema } from "../testing/route-inputs.ts";
import { isAdminRoute, isAnalystRoute, type RouteEntry } from "./plugins/routes.ts";
import { SESSION_COOKIE } from "./plugins/session.ts";
import { NOT_AN_ANALYST } from "../domain/analyst/decide.ts";
import { setRoleByEmail } from "./identity/accounts.ts";

const ADMIN_EMAIL = "boss@example.com";
const ANALYST_EMAIL = "researcher@example.com";
const PASSWORD = "correct horse battery";
/** GET routes that are browser navigations and may change the session (documented in sign-in-routes.ts). */
const NAVIGATIONS = new Set(["/api/login", "/api/login/callback/:provider", "/api/logout"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * GET routes that record what they serve on the first read and are idempotent after (the spec
 * makes both reads GETs; docs/security.md, row 17): today's Daily Drop is assigned on its first
 * read of the day, and the diagnostic's next question is recorded as served on its first read;
 * every later read returns the same drop or question and appends nothing. Nothing for a visitor.
 */
const ASSIGN_ON_FIRST_READ = new Set([
  "/api/daily-drop",
  "/api/diagnostic/:subject/question",
  // The tip of the day: chosen and recorded on the first read of the student's day.
  "/api/tip-of-the-day",
]);
/**
 * GET routes where each signed-in read is one click that the spec makes a GET and that must be
 * recorded (api/tips/routes.ts): "Show Another Tip" shows a new tip each time, and the tip counts
 * as seen for the 14-day no-repeat rule. Each read appends exactly one event on the student's own
 * stream; a visitor's appends nothing; they answer no HEAD (a HEAD must not record a tip).
 */
const RECORDS_EACH_READ = new Set(["/api/tips/another"]);

const api: TestApi = await startTestApi({
  auth: { adminEmails: [ADMIN_EMAIL], analystEmails: [ANALYST_EMAIL] },
  bank: true,
});
afterAll(() => api.close());

const catalogue: RouteEntry[] = api.app.routeCatalogue;
const isApi = (route: RouteEntry) => route.url.startsWith("/api/");
const isDocs = (route: RouteEntry) =>
  route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`);
const label = (route: RouteEntry) => `${route.method} ${route.url}`;

const adminRoutes = catalogue.filter((r) => isAdminRoute(r.url));
const analystRoutes = catalogue.filter((r) => isAnalystRoute(r.url));
const stateChangingRoutes = catalogue.filter(
  (r) => isApi(r) && !isDocs(r) && !SAFE_METHODS.has(r.method),
);
const safeRoutes = catalogue.filter(
  (r) => isApi(r) && (r.method === "GET" || r.method === "HEAD") && !NAVIGATIONS.has(r.url),
);

// ---------------------------------------------------------------------------------------------
// Plausible requests for a catalogued route, derived from its zod schemas.

type Student = { client: TestClient; id: string; email: string };

/** A body for the route: the student's own credentials where it asks for them. */
function bodyFor(route: RouteEntry, student?: Student): Record<string, unknown> | undefined {
  const schema = zodSchema(route, "body");
  if (!schema) return undefined;
  const body = plausible(schema, false);
  if (student && "email" in body) body.email = student.email;
  if ("password" in body) body.password = PASSWORD;
  return body;
}

// ---------------------------------------------------------------------------------------------

let address = 0;
/** A fresh client address per request, so per-address rate limits do not couple the sweeps. */
const from = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function send(
  client: TestClient | null,
  route: RouteEntry,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions & { url: string } = {
    method: route.method as InjectOptions["method"],
    url: routePath(route),
    remoteAddress: from(),
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions["payload"] }),
  };
  return client ? client.request(request) : api.app.inject(request);
}

async function signUp(email = `student-${randomUUID()}@example.com`): Promise<Student> {
  const client = api.client();
  const response = await client.request({
    method: "POST",
    url: "/api/auth/email/register",
    payload: { email, password: PASSWORD, birthYear: 2008 },
    remoteAddress: from(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { client, id: (response.json() as { id: string }).id, email };
}

const count = (table: "events" | "sessions") =>
  api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from ${sql.identifier([table])}`);

const messageOf = (response: LightMyRequestResponse): unknown =>
  (response.json() as { message?: unknown }).message;

const refusedAsCrossSite = (response: LightMyRequestResponse) =>
  response.statusCode === 403 && /cross-site/i.test(String(messageOf(response)));

async function expectSignedIn(student: Student) {
  const me = await student.client.request({ method: "GET", url: "/api/auth/user" });
  expect(me.statusCode, me.body).toBe(200);
  expect((me.json() as { id: string }).id).toBe(student.id);
}

// ---------------------------------------------------------------------------------------------

describe("the route catalogue", () => {
  it("holds the app's routes, including the sweeps' subjects", () => {
    expect(catalogue.some((r) => r.method === "GET" && r.url === "/api/health")).toBe(true);
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(analystRoutes.length).toBeGreaterThan(0);
    expect(stateChangingRoutes.length).toBeGreaterThan(0);
    expect(safeRoutes.length).toBeGreaterThan(0);
  });
});

describe("admin guard: every route under /api/admin", () => {
  let student: Student;
  let admin: Student;
  let analyst: Student;
  it("has an admin, a student and an analyst to try it with", async () => {
    student = await signUp();
    admin = await signUp(ADMIN_EMAIL);
    const me = await admin.client.request({ method: "GET", url: "/api/auth/user" });
    expect((me.json() as { role: string }).role).toBe("admin");
    analyst = await signUp();
    await setRoleByEmail(api.deps, "analyst", analyst.email, true);
    await expect.poll(() => isAnalyst(analyst)).toBe(true);
  });

  it.each(adminRoutes)("$method $url: 401 for a visitor", async (route) => {
    const response = await send(null, route, { body: bodyFor(route) });
    expect(response.statusCode, response.body).toBe(401);
    if (route.method !== "HEAD") expect(messageOf(response)).toBe("You are not signed in.");
  });

  it.each(adminRoutes)("$method $url: 403 for a signed-in student", async (route) => {
    const response = await send(student.client, route, { body: bodyFor(route, student) });
    expect(response.statusCode, response.body).toBe(403);
    if (route.method !== "HEAD") expect(messageOf(response)).toMatch(/administrators/);
  });

  it.each(adminRoutes)("$method $url: open to an admin", async (route) => {
    const response = await send(admin.client, route, { body: bodyFor(route, admin) });
    expect([401, 403], response.body).not.toContain(response.statusCode);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it.each(adminRoutes)("$method $url: 403 for an analyst who is not an admin", async (route) => {
    const response = await send(analyst.client, route, { body: bodyFor(route, analyst) });
    expect(response.statusCode, response.body).toBe(403);
    if (route.method !== "HEAD") expect(messageOf(response)).toMatch(/administrators/);
  });
});

/** What GET /api/auth/user says of the account's analyst role. */
async function isAnalyst(who: Student): Promise<boolean> {
  const me = await who.client.request({ method: "GET", url: "/api/auth/user" });
  return (me.json() as { analyst: boolean }).analyst;
}

describe("analyst guard: every route under /api/analyst", () => {
  let student: Student;
  let admin: Student;
  let analyst: Student;
  it("has a student, an admin who is not an analyst and an analyst to try it with", async () => {
    student = await signUp();
    admin = await signUp(`admin-${randomUUID()}@example.com`);
    await setRoleByEmail(api.deps, "admin", admin.email, true);
    analyst = await signUp(ANALYST_EMAIL);
    await expect
      .poll(async () =>
        (await admin.client.request({ method: "GET", url: "/api/auth/user" })).json(),
      )
      .toMatchObject({ role: "admin", analyst: false });
    expect(await isAnalyst(analyst)).toBe(true);
    expect(await isAnalyst(student)).toBe(false);
  });

  it.each(analystRoutes)("$method $url: 401 for a visitor", async (route) => {
    const response = await send(null, route, { body: bodyFor(route) });
    expect(response.statusCode, response.body).toBe(401);
    if (route.method !== "HEAD") expect(messageOf(response)).toBe("You are not signed in.");
  });

  it.each(analystRoutes)("$method $url: 403 for a signed-in student", async (route) => {
    const response = await send(student.client, route, { body: bodyFor(route, student) });
    expect(response.statusCode, response.body).toBe(403);
    if (route.method !== "HEAD") expect(messageOf(response)).toBe(NOT_AN_ANALYST.message);
  });

  it.each(analystRoutes)(
    "$method $url: 403 for an admin without the analyst role",
    async (route) => {
      const response = await send(admin.client, route, { body: bodyFor(route, admin) });
      expect(response.statusCode, response.body).toBe(403);
      if (route.method !== "HEAD") expect(messageOf(response)).toBe(NOT_AN_ANALYST.message);
    },
  );

  it.each(analystRoutes)("$method $url: open to an analyst", async (route) => {
    const response = await send(analyst.client, route, { body: bodyFor(route, analyst) });
    expect([401, 403], response.body).not.toContain(response.statusCode);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});

describe("cross-site refusal: every state-changing /api route", () => {
  const crossSite: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
    // Sandboxed frames and some redirects send `Origin: null`.
    { origin: "null" },
    // A matching Origin does not excuse a browser that says the request is cross-site.
    { host: "localhost:3000", origin: "http://localhost:3000", "sec-fetch-site": "cross-site" },
    // The same host under another scheme is another origin (the request arrived over http).
    { host: "levelfield.example", origin: "https://levelfield.example" },
    { host: "localhost:3000", origin: "https://localhost:3000" },
  ];

  it.each(stateChangingRoutes)(
    "$method $url: 403 for a student's cross-site request, nothing appended, session intact",
    async (route) => {
      const student = await signUp();
      const events = await count("events");
      for (const headers of crossSite) {
        const response = await send(student.client, route, {
          body: bodyFor(route, student),
          headers,
        });
        expect(response.statusCode, `${label(route)} ${JSON.stringify(headers)}`).toBe(403);
        expect(messageOf(response)).toMatch(/cross-site/i);
      }
      expect(await count("events")).toBe(events);
      await expectSignedIn(student);
    },
  );

  // Under inject the Host is `localhost:80`, and `new URL("http://localhost:80").host` drops the
  // default port, so these requests name an explicit, non-default host like a dev server's.
  it.each(stateChangingRoutes)(
    "$method $url: not refused from this site (matching Origin, or Sec-Fetch-Site same-origin or none)",
    async (route) => {
      const student = await signUp();
      const sameSite: Record<string, string>[] = [
        { host: "localhost:3000", origin: "http://localhost:3000" },
        { host: "levelfield.example", origin: "http://levelfield.example" },
        // PUBLIC_URL's origin (the tests' default, http://localhost:3000), however it arrived.
        { host: "127.0.0.1:3000", origin: "http://localhost:3000" },
        { "sec-fetch-site": "same-origin", origin: "https://levelfield.example" },
        { "sec-fetch-site": "none" },
      ];
      for (const headers of sameSite) {
        // The first one may sign out or erase the student: later ones then answer 401, which
        // still shows that the cross-site check let them through.
        const response = await send(student.client, route, {
          body: bodyFor(route, student),
          headers,
        });
        const what = `${label(route)} ${JSON.stringify(headers)}: ${response.body}`;
        expect(refusedAsCrossSite(response), what).toBe(false);
        expect(response.statusCode, what).toBeLessThan(500);
      }
    },
  );
});

describe("no state change on GET: every GET /api route but the navigations", () => {
  let student: Student;
  it("has a signed-in student, who has started the diagnostic", async () => {
    student = await signUp();
    const started = await student.client.request({
      method: "POST",
      url: "/api/diagnostic/start",
      payload: { subject: "english" },
      remoteAddress: from(),
    });
    expect(started.statusCode, started.body).toBe(200);
  });

  it.each(safeRoutes)(
    "$method $url: appends no event, and makes no session for a visitor",
    async (route) => {
      // A route that assigns on its first read: that read first, then it must be idempotent.
      if (ASSIGN_ON_FIRST_READ.has(route.url)) {
        const first = await send(student.client, route);
        expect(first.statusCode, `the first read serves: ${first.body}`).toBe(200);
      }
      const before = { events: await count("events"), sessions: await count("sessions") };
      const signedIn = await send(student.client, route);
      const visitor = await send(null, route);
      expect(visitor.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE);
      const recorded = RECORDS_EACH_READ.has(route.url) ? 1 : 0;
      if (recorded) expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect({ events: await count("events"), sessions: await count("sessions") }).toEqual({
        events: before.events + recorded,
        sessions: before.sessions,
      });
      // Health may be 503 while projections catch up; nothing may fail outright.
      expect(signedIn.statusCode, signedIn.body).not.toBe(500);
      expect(visitor.statusCode, visitor.body).not.toBe(500);
      await expectSignedIn(student);
    },
  );
});

describe("the GETs that record each read", () => {
  it("are catalogued GET routes with no HEAD (so the exception list cannot go stale)", () => {
    for (const url of RECORDS_EACH_READ) {
      expect(
        catalogue.some((r) => r.method === "GET" && r.url === url),
        url,
      ).toBe(true);
      expect(
        catalogue.some((r) => r.method === "HEAD" && r.url === url),
        url,
      ).toBe(false);
    }
  });
});

describe("the documented navigations", () => {
  it("are all still catalogued GET routes (so the exception list cannot go stale)", () => {
    for (const url of NAVIGATIONS) {
      expect(
        catalogue.some((r) => r.method === "GET" && r.url === url),
        url,
      ).toBe(true);
    }
  });

  it("GET /api/logout signs out only a same-site request", async () => {
    const student = await signUp();
    const logout = (headers: Record<string, string>) =>
      student.client.request({ method: "GET", url: "/api/logout", headers, remoteAddress: from() });
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const response = await logout(headers);
      expect(response.statusCode).toBe(302);
      await expectSignedIn(student);
    }
    const response = await logout({ "sec-fetch-site": "same-origin" });
    expect(response.statusCode).toBe(302);
    const me = await student.client.request({ method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(401);
  });
});

describe("headers", () => {
  it("an /api response is not cached, not framable, HTTPS-only and not sniffed", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("an address the router cannot decode still gets a JSON message and the no-store headers", async () => {
    for (const [url, status] of [
      ["/api/login/callback/%zz", 400],
      [`/api/login/callback/${"g".repeat(200)}`, 414],
    ] as const) {
      const response = await api.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(status);
      expect(response.json().message).toMatch(/^The address is/);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  const sessionCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie, JSON.stringify(response.headers["set-cookie"])).toBeDefined();
    return cookie as { httpOnly?: boolean; sameSite?: string; secure?: boolean };
  };
  const register = (app: TestApi, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: "POST",
      url: "/api/auth/email/register",
      payload: {
        email: `student-${randomUUID()}@example.com`,
        password: PASSWORD,
        birthYear: 2008,
      },
      headers,
      remoteAddress: from(),
    });

  it("the session cookie is HttpOnly and SameSite=Lax, and not Secure over plain http", async () => {
    const response = await register(api);
    expect(response.statusCode, response.body).toBe(201);
    const cookie = sessionCookie(response);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBeFalsy();
  });

  it("the session cookie is Secure when the request arrived over https through a trusted proxy", async () => {
    const proxied = await startTestApi({ deps: { trustProxy: true } });
    try {
      const https = await register(proxied, { "x-forwarded-proto": "https" });
      expect(https.statusCode, https.body).toBe(201);
      const cookie = sessionCookie(https);
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
      const http = await register(proxied, { "x-forwarded-proto": "http" });
      expect(sessionCookie(http).secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });
});

describe("OpenAPI", () => {
  it("GET /api/docs/json documents every catalogued /api route, and nothing else", async () => {
    const response = await api.app.inject({ method: "GET", url: `${DOCS_PREFIX}/json` });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = catalogue
      .filter((r) => isApi(r) && !isDocs(r) && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`);
    expect(expected.length).toBeGreaterThan(0);
    expect([...new Set(documented)].sort()).toEqual([...new Set(expected)].sort());
  });

  it("documents real parameters only: none named after JSON Schema keywords", async () => {
    const doc = (await api.app.inject({ method: "GET", url: `${DOCS_PREFIX}/json` })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const keywords = new Set(["type", "propertyNames", "additionalProperties", "properties"]);
    const nonsense = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p) => keywords.has(p.name))
          .map((p) => `${method.toUpperCase()} ${path} ${p.in} ${p.name}`),
      ),
    );
    expect(nonsense).toEqual([]);
    const callback = doc.paths["/api/login/callback/{provider}"]!.get!.parameters!;
    expect(callback.filter((p) => p.in === "query").map((p) => p.name)).toEqual([
      "code",
      "state",
      "iss",
      "error",
      "error_description",
    ]);
  });
});
