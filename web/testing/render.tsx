// A view rendered to HTML without a browser, inside the providers the app gives it: the app's
// QueryClient (its defaults, seeded by the test) and the router at a path ("/progress?view=
// parent"). Every view test that needs either renders through here.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { createQueryClient } from "../lib/query-client.ts";

export type RenderOptions = {
  /** The address the router sees, with its query string if any; "/" by default. */
  path?: string;
  /** Puts what the view should find in the cache (`client.setQueryData(...)`). */
  seed?: (client: QueryClient) => void;
};

export function renderWithProviders(ui: ReactNode, { path = "/", seed }: RenderOptions = {}) {
  const client = createQueryClient();
  seed?.(client);
  const [ssrPath = "/", ssrSearch = ""] = path.split("?");
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        {ui}
      </Router>
    </QueryClientProvider>,
  );
}
