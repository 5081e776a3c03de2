// What the install prompt shows now and what its buttons do: the kept install event and the
// remembered flag (install-events.ts), the device, and a short wait after the app opens, so the
// card never covers a page (the landing's heading, say) at first paint.
import { useEffect, useState, useSyncExternalStore } from "react";
import { installEvents, type InstallEvents } from "./install-events.ts";
import { deviceSituation, installPromptKind, type InstallPromptKind } from "./install-rules.ts";

/** How long after the app opens the prompt may appear. */
export const INSTALL_PROMPT_DELAY_MS = 3000;

export type InstallPrompt = {
  kind: InstallPromptKind;
  install(): Promise<void>;
  dismiss(): void;
};

export function useInstallPrompt(
  events: InstallEvents = installEvents,
  delayMs: number = INSTALL_PROMPT_DELAY_MS,
): InstallPrompt {
  const state = useSyncExternalStore(events.subscribe, events.getSnapshot, events.getSnapshot);
  const [device] = useState(readDevice);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return {
    kind: waited ? installPromptKind({ ...state, ...device }) : null,
    install: events.install,
    dismiss: events.dismiss,
  };
}

function readDevice() {
  if (typeof navigator === "undefined")
    return { mobile: false, standalone: false, iosSafari: false };
  const standaloneDisplay =
    typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches;
  return deviceSituation(navigator, standaloneDisplay);
}
