// Page changes inside the app. The Back button on information pages goes back through the
// app's own history when there is some, otherwise (the page was opened directly, from a link
// elsewhere) to the home page, never off the site.
import { useEffect } from "react";
import { useLocation } from "wouter";

let pagesSeen = 0;

/**
 * Mounted once at the app root. On every in-app page change: count it (for Back), start the new
 * page at the top, and move focus to the page (#main) so keyboard and screen-reader users begin
 * at its content rather than at a link that no longer exists.
 */
export function useTrackPages(): void {
  const [location] = useLocation();
  useEffect(() => {
    pagesSeen += 1;
    if (pagesSeen === 1) return;
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location]);
}

export function useBack(): () => void {
  const [, navigate] = useLocation();
  return () => {
    if (pagesSeen > 1) window.history.back();
    else navigate("/");
  };
}
