// The app-wide plugins and the slices declare what must be registered before them, so an app
// put together in the wrong order fails at boot, naming what is missing.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { errorHandling } from "./errors.ts";
import { inputChecks } from "./input.ts";
import { routeCatalogue } from "./routes.ts";
import { security } from "./security.ts";
import { slice } from "./slice.ts";

/** An app with the plugins up to security registered, in their order. */
function appUpToSecurity() {
  const app = Fastify();
  app.register(routeCatalogue, { isAdmin: async () => false, isAnalyst: async () => false });
  app.register(errorHandling, { spaFallback: false });
  app.register(inputChecks);
  app.register(security, { requestsPerMinute: 100, publicUrl: "http://localhost:3000" });
  return app;
}

describe("plugin order", () => {
  it("given the input checks before the error handling, then the app fails at boot", async () => {
    const app = Fastify();
    app.register(inputChecks);
    await expect(app.ready()).rejects.toThrow(
      /dependency 'levelfield-errors' of plugin 'levelfield-input' is not registered/,
    );
  });

  it("given a slice registered before the sessions and the documents, then the app fails at boot", async () => {
    const app = appUpToSecurity();
    app.register(slice("early", async () => {}));
    await expect(app.ready()).rejects.toThrow(
      /dependency 'levelfield-sessions' of plugin 'early' is not registered/,
    );
  });

  it("given the plugins a slice needs but in the order they need, then the app starts", async () => {
    const app = appUpToSecurity();
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });
});
