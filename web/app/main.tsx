// The SPA's entry: providers (TanStack Query with the spec's defaults, tooltips, the
// case-insensitive router), then the frame every page shares: navigation, the page (inside an
// error boundary: a page that fails to render shows a way out, not a blank app), the footer,
// and the toasts. In a production build the service worker is registered (web/sw.ts; off under
// `npm run dev`), and a waiting new version is offered in a toast.
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Router } from "wouter";
import { Toaster } from "../components/ui/toast.tsx";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { useTrackPages } from "../lib/pages.ts";
import { registerServiceWorker } from "../lib/service-worker.ts";
import { Footer } from "./footer.tsx";
import { Navigation } from "./navigation.tsx";
import { showNewVersionToast } from "./new-version.tsx";
import { PageErrorBoundary } from "./page-error.tsx";
import { caseInsensitive, preloadForPath, Routes } from "./routes.tsx";
import "./styles.css";

const queryClient = createQueryClient();
preloadForPath(window.location.pathname);

function App() {
  useTrackPages();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Navigation />
      {/* At least a screen tall: the footer starts below the fold, so a page that grows once
          its data loads does not push the footer down the screen (layout shift). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <PageErrorBoundary>
          <Routes />
        </PageErrorBoundary>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}

if (import.meta.env.PROD) registerServiceWorker(showNewVersionToast);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Router parser={caseInsensitive}>
          <App />
        </Router>
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>,
);
