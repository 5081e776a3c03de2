// The SPA's entry: providers (TanStack Query with the spec's defaults, tooltips, the
// case-insensitive router), then the frame every page shares: navigation, the offline banner,
// the page (inside an error boundary: a page that fails to render shows a way out, not a blank
// app), the footer, the install prompt and the toasts. The online state starts from the
// browser's before the first render (lib/online.ts). In a production build the service worker
// is registered (web/sw.ts; off under `npm run dev`), and a waiting new version is offered in a
// toast.
// First, before anything else runs: the install events' listener (the browser can offer the app
// for installing before React has mounted, and that event must not be missed).
import "../features/install/install-events.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Router } from "wouter";
import { Toaster } from "../components/ui/toast.tsx";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { InstallPrompt } from "../features/install/install-prompt.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { useAnswerQueueSync } from "../lib/offline/use-answer-sync.ts";
import { startOnlineTracking } from "../lib/online.ts";
import { useTrackPageChanges } from "../lib/history-depth.ts";
import { registerServiceWorker } from "../lib/service-worker.ts";
import { Footer } from "./footer.tsx";
import { Navigation } from "./navigation.tsx";
import { showNewVersionToast } from "./new-version.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { PageErrorBoundary } from "./page-error.tsx";
import { caseInsensitive, preloadForPath, Routes } from "./routes.tsx";
import "./styles.css";

startOnlineTracking();
const queryClient = createQueryClient();
preloadForPath(window.location.pathname);

function App() {
  useTrackPageChanges();
  // Daily Drop answers saved offline go to the server when the app opens or the network returns.
  useAnswerQueueSync();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Navigation />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold, so a page that grows once
          its data loads does not push the footer down the screen (layout shift). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <PageErrorBoundary>
          <Routes />
        </PageErrorBoundary>
      </main>
      <Footer />
      <InstallPrompt />
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
