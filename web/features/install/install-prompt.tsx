// The install prompt: a small card at the bottom of the screen, mounted once in the app frame.
// It does not block anything (no overlay, focus never taken) and it sits in the page's flow at
// the very end, sticking to the bottom of the screen while the page scrolls: scrolled to the
// end, nothing is hidden behind it. With a kept install event: "Install" (the browser's dialog)
// and "Not now"; on iOS Safari: how to add the app from the Share menu, and "Got it".
import { Share, X } from "lucide-react";
import type { MouseEvent } from "react";
import { LogoMark } from "../../components/logo.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { InstallPromptKind } from "./install-rules.ts";
import { useInstallPrompt } from "./use-install-prompt.ts";

export const INSTALL_TEXT =
  "Add Levelfield to your home screen: one tap to your Daily Drop, and it works offline.";

export function InstallPrompt() {
  const { kind, install, dismiss } = useInstallPrompt();
  if (!kind) return null;
  return <InstallPromptCard kind={kind} onInstall={() => void install()} onDismiss={dismiss} />;
}

export type InstallPromptCardProps = {
  kind: Exclude<InstallPromptKind, null>;
  onInstall(): void;
  onDismiss(): void;
};

/** The card's heading id (the card is mounted once, in the app frame). */
const TITLE_ID = "install-prompt-title";

export function InstallPromptCard({ kind, onInstall, onDismiss }: InstallPromptCardProps) {
  // The card goes away when answered; focus on the pressed button goes on to the page's content
  // instead of being dropped at the end of the document.
  const answer = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const doc = button.ownerDocument;
    const hadFocus = doc.activeElement === button;
    action();
    if (hadFocus) doc.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <section
      aria-labelledby={TITLE_ID}
      className="pointer-events-none sticky bottom-0 z-40 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="pointer-events-auto relative mx-auto flex max-w-md gap-3 rounded-xl border bg-card p-4 pr-11 text-card-foreground shadow-lg motion-safe:animate-toast-in">
        <LogoMark className="size-10 shrink-0" />
        <div className="grid gap-1">
          <h2 id={TITLE_ID} className="text-base leading-tight font-semibold tracking-tight">
            Install Levelfield
          </h2>
          {kind === "install" ? (
            <>
              <p className="text-sm text-muted-foreground">{INSTALL_TEXT}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" onClick={answer(onInstall)}>
                  Install
                </Button>
                <Button size="sm" variant="outline" onClick={answer(onDismiss)}>
                  Not now
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Tap the Share button
                <Share
                  aria-hidden
                  focusable="false"
                  className="ml-1 inline size-4 align-text-bottom text-foreground"
                />
                , then <strong className="font-semibold text-foreground">Add to Home Screen</strong>
                .
              </p>
              <div className="mt-2 flex gap-2">
                <Button size="sm" variant="outline" onClick={answer(onDismiss)}>
                  Got it
                </Button>
              </div>
            </>
          )}
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={answer(onDismiss)}
          className="absolute top-2 right-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
