// Every route, collected as it is registered, and the guards that hang off that list: any
// route under /api/admin gets the admin check wherever it is registered, so a route added later
// cannot forget it. Tests sweep the same list (admin guard, cross-site refusal, fuzzing, docs).
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { z } from "zod";
import { sql, type DatabasePool } from "../../eventstore/database.ts";
import { HttpError } from "./errors.ts";

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

export function catalogueRoutes(app: FastifyInstance, pool: DatabasePool): void {
  const catalogue: RouteEntry[] = [];
  app.decorate("routeCatalogue", catalogue);

  async function requireAdmin(request: FastifyRequest) {
    if (!request.userId) throw new HttpError(401, "You are not signed in.");
    const row = await pool.maybeOne(sql.type(z.object({ role: z.string() }))`
      select role from users where user_id = ${request.userId}
    `);
    if (row?.role !== "admin")
      throw new HttpError(403, "This page is for Levelfield administrators.");
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
