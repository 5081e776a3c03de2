// Bad input never gives a 500 (reliability row 13), beyond what the fuzzer's random search
// reaches: a NUL character or a lone surrogate in any string of any route — body, query or path,
// value or key — is refused with a 400 naming the field by the shared validation layer (PostgreSQL
// can store neither, so they used to reach it and fail); `__proto__` and `constructor` keys get a
// 400 that says what is wrong; and a request whose socket is gone before the rate limiter looks
// at its address (a body sent with no Content-Length over a raw socket) does not throw there.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../testing/api.ts";
import { jsonSchemaOf, plausible, routePath, zodSchema } from "../testing/route-inputs.ts";
import { isAdminRoute, type RouteEntry } from "./plugins/routes.ts";

let api: TestApi;
let student: TestClient;
beforeAll(async () => {
  api = await startTestApi();
  student = api.client();
  await student.register("input.checks@example.com");
});
afterAll(() => api.close());

const countEvents = () =>
  api.db.pool.oneFirst(
    sql.type(z.object({ n: z.number() }))`select count(*)::int as n from events`,
  );

const studentRoutes = () =>
  api.app.routeCatalogue.filter(
    (r: RouteEntry) => r.url.startsWith("/api/") && !isAdminRoute(r.url),
  );

/** The string-typed properties of a route's schema part. */
function stringFields(route: RouteEntry, part: "body" | "querystring" | "params"): string[] {
  const schema = zodSchema(route, part);
  if (!schema) return [];
  const props = jsonSchemaOf(schema).properties ?? {};
  return Object.entries(props)
    .filter(([, p]) => p.type === "string" || (Array.isArray(p.type) && p.type.includes("string")))
    .map(([name]) => name);
}

const BAD = [
  { what: "a NUL character", value: "ab\u0000c", message: /must not contain a NUL character/ },
  {
    what: "a lone surrogate",
    value: "ab\ud800c",
    message: /contains characters that are not valid text/,
  },
];

describe("NUL characters and lone surrogates", () => {
  it.each(BAD)(
    "in any string of any JSON body: 400 naming the field, nothing stored ($what)",
    async (bad) => {
      let tried = 0;
      for (const route of studentRoutes().filter((r) => zodSchema(r, "body"))) {
        for (const field of stringFields(route, "body")) {
          const body = { ...plausible(zodSchema(route, "body")!, false), [field]: bad.value };
          const before = await countEvents();
          const response = await student.request({
            method: route.method as "POST",
            url: routePath(route),
            payload: body,
          });
          const what = `${route.method} ${route.url} ${field}: ${response.body}`;
          expect(response.statusCode, what).toBe(400);
          expect(response.json().message, what).toMatch(new RegExp(`^${field}: `));
          expect(response.json().message, what).toMatch(bad.message);
          expect(await countEvents(), what).toBe(before);
          tried++;
        }
      }
      expect(tried).toBeGreaterThan(10);
    },
  );

  it.each(BAD)("in a key of a JSON body: 400 ($what)", async (bad) => {
    const response = await student.post("/api/onboarding/school", {
      school: "Typed High",
      [`sch${bad.value}ool`]: "x",
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(bad.message);
  });

  it("in a query or a path parameter: 400 naming it (a URL can carry a NUL, not a lone surrogate)", async () => {
    const search = await student.get("/api/schools/search?q=ab%00c");
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json().message).toBe("q: must not contain a NUL character (\\u0000)");
    const param = await student.get("/api/diagnostic/engl%00ish/question");
    expect(param.statusCode, param.body).toBe(400);
    expect(param.json().message).toBe("subject: must not contain a NUL character (\\u0000)");
  });

  it("in the school id of onboarding, the case that reached the database and failed", async () => {
    const response = await student.post("/api/onboarding/school", {
      school: "Albertville High",
      schoolId: "0100\u00000500870",
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe("schoolId: must not contain a NUL character (\\u0000)");
  });
});

describe("prototype keys", () => {
  it.each([
    '{"__proto__":{"polluted":true},"school":"x"}',
    '{"constructor":{"prototype":{"polluted":true}},"school":"x"}',
  ])("are refused with a 400 that names the problem: %s", async (payload) => {
    const response = await student.request({
      method: "POST",
      url: "/api/onboarding/school",
      payload,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/__proto__|constructor/);
    expect(response.json().message).toMatch(/not allowed/);
  });
});

describe("a raw socket", () => {
  it("a body with no Content-Length from a socket that closes at once never throws in the rate limiter", async () => {
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = api.app.server.address() as { port: number };
    const errorsBefore = api.logs.filter((l) => Number(l.level) >= 50).length;
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.end(
            'POST /api/auth/email/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\r\n{"email":"a@b.co","password":"x"}',
          );
          socket.destroy();
          resolve();
        });
      });
    }
    // A request on a fresh socket still gets its answer.
    const health = await fetch(`http://127.0.0.1:${port}/api/auth/providers`);
    expect(health.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const errors = api.logs.filter((l) => Number(l.level) >= 50).slice(errorsBefore);
    expect(errors.map((e) => e.msg)).toEqual([]);
  });
});
