// Every route, collected as it is registered, and the guards that hang off that list: any
// route under /api/admin gets the admin check wherever it is registered, so a route added later
// cannot forget it. Tests sweep the same list (admin guard, cross-site refusal, fuzzing, docs).
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "./errors.ts";
import { currentUserId } from "./session.ts";

export type RouteEntry = {
  method: string;
  url: string;
  schema: RouteOptions["schema"];
};

declare module "fastify" {
  interface FastifyInstance {
    routeCatalogue: RouteEntry[];
  }
}

export const isAdminRoute = (url: string) => url === "/api/admin" || url.startsWith("/api/admin/");

async function catalogueRoutes(
  app: FastifyInstance,
  { isAdmin }: { isAdmin: (userId: string) => Promise<boolean> },
): Promise<void> {
  const catalogue: RouteEntry[] = [];
  app.decorate("routeCatalogue", catalogue);

  async function requireAdmin(request: FastifyRequest) {
    if (!(await isAdmin(currentUserId(request)))) {
      throw new HttpError(403, "This page is for Levelfield administrators.");
    }
  }

  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      catalogue.push({ method, url: route.url, schema: route.schema });
    }
    if (isAdminRoute(route.url)) {
      // onRequest: refused before the body is even parsed.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [requireAdmin, ...existing];
    }
  });
}

export const CATALOGUE_PLUGIN = "levelfield-route-catalogue";

/** The catalogue and the admin guard: registered before any route, so it sees every one. */
export const routeCatalogue = fp(catalogueRoutes, { name: CATALOGUE_PLUGIN, fastify: "5.x" });
