// The browser's install events, caught from the moment the app's code loads: main.tsx imports
// this module first, because `beforeinstallprompt` can fire before React has mounted anything.
// The event is kept (its default, the browser's own mini-infobar, prevented) until the student
// answers the prompt. The remembered dismissal flag lives here too: "Not now", the close button,
// "Got it", Install (whatever the student chose in the browser's dialog) and the `appinstalled`
// event all set it, and a set flag hides the prompt in every tab.

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

/** Local storage's key for the remembered dismissal flag (its name is never shown). */
export const INSTALL_DISMISSED_KEY = "levelfield.installPromptDismissed";

export type InstallState = {
  /** A `beforeinstallprompt` event is kept and not yet used. */
  installable: boolean;
  /** The remembered dismissal flag is set. */
  dismissed: boolean;
};

export type InstallEvents = {
  getSnapshot(): InstallState;
  subscribe(listener: () => void): () => void;
  /**
   * Shows the browser's install dialog; sets the flag whatever the student chooses there (or
   * when the dialog cannot open). Never rejects.
   */
  install(): Promise<void>;
  /** Sets the flag ("Not now", the close button, "Got it"). */
  dismiss(): void;
};

/**
 * Listens on `target` (the window) for `beforeinstallprompt`, `appinstalled` and other tabs'
 * changes to the flag. `storage` gives local storage, or throws or returns nothing where it is
 * unavailable (a private mode, blocked site data): then a dismissal lasts until the page closes.
 */
export function createInstallEvents(
  target: EventTarget,
  storage: () => Storage | undefined,
): InstallEvents {
  let kept: BeforeInstallPromptEvent | null = null;
  let state: InstallState = { installable: false, dismissed: readFlag(storage) };
  const listeners = new Set<() => void>();

  const update = (next: Partial<InstallState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const remember = () => {
    try {
      storage()?.setItem(INSTALL_DISMISSED_KEY, "true");
    } catch {
      // Not remembered beyond this page; the prompt is still hidden now.
    }
    update({ dismissed: true });
  };

  target.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
    update({ installable: true });
  });
  target.addEventListener("appinstalled", () => {
    kept = null;
    update({ installable: false });
    remember();
  });
  target.addEventListener("storage", (event) => {
    const { key } = event as StorageEvent;
    // A key of null means another tab cleared the whole storage.
    if (key === INSTALL_DISMISSED_KEY || key === null) update({ dismissed: readFlag(storage) });
  });

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async install() {
      const event = kept;
      if (!event) return;
      // An event's prompt() works once: it is given up before the dialog opens, which also
      // hides the card at once (a second tap cannot ask again).
      kept = null;
      update({ installable: false });
      try {
        await event.prompt();
        await event.userChoice;
      } catch {
        // The dialog could not open (the browser refused it); the browser's own menu still
        // offers Install, and the card does not come back to ask again.
      } finally {
        remember();
      }
    },
    dismiss: remember,
  };
}

function readFlag(storage: () => Storage | undefined): boolean {
  try {
    return storage()?.getItem(INSTALL_DISMISSED_KEY) != null;
  } catch {
    return false;
  }
}

/** The app's one listener, registered as this module loads (inert outside a browser). */
export const installEvents: InstallEvents =
  typeof window === "undefined"
    ? createInstallEvents(new EventTarget(), () => undefined)
    : createInstallEvents(window, () => window.localStorage);
