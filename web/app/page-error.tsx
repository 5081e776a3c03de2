// What a page shows when it fails to render, instead of a blank app: what happened, 'Try again'
// (renders it again), 'Reload the page' and the way home. When the page's code could not be
// fetched (a deploy replaced it, or the network dropped) only a reload helps, since the browser
// keeps a failed import: the card says so and offers no 'Try again'. Offline, that is simply
// the missing connection: the offline card shows instead, and the page reloads by itself when
// the connection returns, or at once when a load cut by the connection is reported after the
// connection has already returned (lazy.ts, `cutByConnection`). The frame (navigation, footer)
// stays; moving to another page clears the error.
import { AlertTriangle, RotateCcw } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { Link, useLocation } from "wouter";
import { useDocumentTitle } from "../components/page-layout.tsx";
import { Status } from "../components/status.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { useOnline, useReconnect } from "../lib/online.ts";
import { cutByConnection } from "./lazy.ts";

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={PageError}
      resetKeys={[location]}
      onError={(error) => console.error("page failed to render:", error)}
    >
      {children}
    </ErrorBoundary>
  );
}

/** A screen's code that could not be fetched (Chromium, Firefox and Safari word it so). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function PageError({ error, resetErrorBoundary }: FallbackProps) {
  const cut = cutByConnection(error);
  const stale = cut || isChunkLoadError(error);
  const online = useOnline();
  useReconnect(() => {
    if (stale && !cut) window.location.reload();
  });
  // Cut by the connection: reload once it is back (it may have returned before the failure).
  const reloadNow = cut && online;
  useEffect(() => {
    if (reloadNow) window.location.reload();
  }, [reloadNow]);
  if (reloadNow) return <Status kind="loading" text="Loading..." />;
  if (stale && !online) return <Status kind="offline" />;
  return <RenderFailed stale={stale} resetErrorBoundary={resetErrorBoundary} />;
}

function RenderFailed({
  stale,
  resetErrorBoundary,
}: {
  stale: boolean;
  resetErrorBoundary: FallbackProps["resetErrorBoundary"];
}) {
  useDocumentTitle("Something went wrong");
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" role="alert">
        <CardContent className="grid gap-4 pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <AlertTriangle className="size-7 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">This page didn't load</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            {stale
              ? "Its code couldn't be fetched: Levelfield may have just been updated, or the connection dropped. Your answers and progress are saved. Reload the page to get it."
              : "Something went wrong while showing it. Your answers and progress are saved. Try again, or reload the page."}
          </p>
          <div className="flex flex-wrap gap-2">
            {!stale && (
              <Button onClick={resetErrorBoundary}>
                <RotateCcw aria-hidden />
                Try again
              </Button>
            )}
            <Button
              variant={stale ? "default" : "outline"}
              onClick={() => window.location.reload()}
            >
              Reload the page
            </Button>
            <Link href="/" className={buttonClasses("ghost", "default")}>
              Go to the home page
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
