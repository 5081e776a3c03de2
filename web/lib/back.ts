// The Back button on information pages: back through the app's own history when there is some,
// otherwise (the page was opened directly, from a link elsewhere) to the home page, never off
// the site.
import { useEffect } from "react";
import { useLocation } from "wouter";

let pagesSeen = 0;

/** Counts in-app page changes; mounted once at the app root. */
export function useTrackPages(): void {
  const [location] = useLocation();
  useEffect(() => {
    pagesSeen += 1;
  }, [location]);
}

export function useBack(): () => void {
  const [, navigate] = useLocation();
  return () => {
    if (pagesSeen > 1) window.history.back();
    else navigate("/");
  };
}
