// Page changes inside the app, and how deep into it each history entry is. The Back button on
// information pages goes back through the app's own history when there is some, otherwise (the
// page was opened directly, or the student is already back at the page they arrived on) to the
// home page, never off the site.
//
// Each history entry remembers how deep into the app it is (`levelfieldDepth` in
// history.state): the entry the visitor arrived on is 0, each in-app navigation is one deeper,
// and going back lands on an entry that already knows its depth. A counter of page changes
// would count going back as a change too, and send Back off the site.
import { useEffect } from "react";
import { useLocation } from "wouter";

type EntryState = { levelfieldDepth?: number } | null;

let currentDepth: number | null = null;
let lastLocation: string | null = null;

function entryDepth(): number | undefined {
  const depth = (window.history.state as EntryState)?.levelfieldDepth;
  return typeof depth === "number" ? depth : undefined;
}

/**
 * Mounted once at the app root. On every in-app page change: record the entry's depth, start
 * the new page at the top, and move focus to the page (#main) so keyboard and screen-reader
 * users begin at its content rather than at a link that no longer exists.
 */
export function useTrackPageChanges(): void {
  const [location] = useLocation();
  useEffect(() => {
    let depth = entryDepth();
    if (depth === undefined) {
      // A new entry: the first page of the visit, or one pushed by an in-app link.
      depth = currentDepth === null ? 0 : currentDepth + 1;
      window.history.replaceState({ ...window.history.state, levelfieldDepth: depth }, "");
    }
    currentDepth = depth;
    if (lastLocation === null || lastLocation === location) {
      lastLocation = location;
      return;
    }
    lastLocation = location;
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location]);
}

export function useBack(): () => void {
  const [, navigate] = useLocation();
  return () => {
    if ((entryDepth() ?? 0) > 0) window.history.back();
    else navigate("/");
  };
}
