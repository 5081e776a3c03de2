// The blunt per-address rate limit counts /api requests only: the web app's files (which the
// service worker fetches a whole build of at once, from a school's one shared address) pass.
import Fastify from "fastify";
import { expect, it } from "vitest";
import { errorHandling } from "./errors.ts";
import { inputChecks } from "./input.ts";
import { routeCatalogue } from "./routes.ts";
import { security } from "./security.ts";

it("counts every /api request against the limit and none of the app's files", async () => {
  const app = Fastify();
  app.register(routeCatalogue, { isAdmin: async () => false, isAnalyst: async () => false });
  app.register(errorHandling, { spaFallback: false });
  app.register(inputChecks);
  app.register(security, { requestsPerMinute: 5, publicUrl: "http://localhost:3000" });
  app.register(async (scoped) => {
    scoped.get("/assets/app.js", async () => "js");
    scoped.get("/sw.js", async () => "worker");
    scoped.get("/api/health", async () => ({ ok: true }));
  });
  await app.ready();
  try {
    for (let i = 0; i < 20; i++) {
      const url = i % 2 === 0 ? "/assets/app.js" : "/sw.js";
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 6; i++) api.push((await app.inject({ url: "/api/health" })).statusCode);
    expect(api).toEqual([200, 200, 200, 200, 200, 429]);
  } finally {
    await app.close();
  }
});
