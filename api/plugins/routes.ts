// Every route, collected as it is registered, and the guards that hang off that list: any
// route under /api/admin gets the admin check, and any route under /api/analyst the analyst
// check, wherever it is registered, so a route added later cannot forget it. The two roles are
// separate: an admin does not pass the analyst check unless they hold the analyst role too.
// Tests sweep the same list (admin guard, cross-site refusal, fuzzing, docs).
import { CommandRefused } from "../../domain/decider.ts";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { NOT_AN_ANALYST } from "../../domain/analyst/decide.ts";
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
export const isAnalystRoute = (url: string) =>
  url === "/api/analyst" || url.startsWith("/api/analyst/");

const NOT_AN_ADMIN = "This page is for Levelfield administrators.";

type RoleChecks = {
  isAdmin: (userId: string) => Promise<boolean>;
  isAnalyst: (userId: string) => Promise<boolean>;
};

async function catalogueRoutes(
  app: FastifyInstance,
  { isAdmin, isAnalyst }: RoleChecks,
): Promise<void> {
  const catalogue: RouteEntry[] = [];
  app.decorate("routeCatalogue", catalogue);

  // currentUserId throws the 401 for a visitor.
  async function requireAdmin(request: FastifyRequest) {
    if (!(await isAdmin(currentUserId(request)))) throw new HttpError(403, NOT_AN_ADMIN);
  }

  async function requireAnalyst(request: FastifyRequest) {
    if (!(await isAnalyst(currentUserId(request)))) throw new CommandRefused(NOT_AN_ANALYST);
  }

  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      catalogue.push({ method, url: route.url, schema: route.schema });
    }
    const guard = isAdminRoute(route.url)
      ? requireAdmin
      : isAnalystRoute(route.url)
        ? requireAnalyst
        : null;
    if (guard) {
      // onRequest: refused before the body is even parsed.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guard, ...existing];
    }
  });
}

export const CATALOGUE_PLUGIN = "levelfield-route-catalogue";

/**
 * The catalogue and the admin and analyst guards: registered before any route, so it sees every
 * one.
 */
export const routeCatalogue = fp(catalogueRoutes, { name: CATALOGUE_PLUGIN, fastify: "5.x" });
