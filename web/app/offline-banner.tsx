// The offline banner, under the navigation on every page: "You're offline." while the browser
// is offline, with what still works; "Back online." for a few seconds once the connection
// returns (lib/online.ts decides which). It sits in the page's flow, so it pushes the page down
// instead of covering it. The live region is always there, so a screen reader hears each change.
import { Wifi, WifiOff } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { useConnectionNotice, type ConnectionNotice } from "../lib/online.ts";

export const OFFLINE_BANNER = "You're offline.";
export const OFFLINE_BANNER_NOTE =
  "Your Daily Drop answers are saved on this device and sent when you're back online.";
export const BACK_ONLINE_BANNER = "Back online.";

export function OfflineBanner() {
  return <ConnectionBanner notice={useConnectionNotice()} />;
}

export function ConnectionBanner({ notice }: { notice: ConnectionNotice }) {
  return (
    <div role="status" aria-live="polite" data-testid="connection-banner">
      {notice && (
        <div
          className={cn(
            "border-b text-sm",
            notice === "offline"
              ? "bg-xp text-xp-foreground"
              : "bg-secondary text-secondary-foreground",
          )}
        >
          <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 sm:items-center sm:px-6">
            {notice === "offline" ? (
              <>
                <WifiOff className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden />
                <span>
                  <span className="font-semibold">{OFFLINE_BANNER}</span> {OFFLINE_BANNER_NOTE}
                </span>
              </>
            ) : (
              <>
                <Wifi className="size-4 shrink-0" aria-hidden />
                <span className="font-semibold">{BACK_ONLINE_BANNER}</span>
              </>
            )}
          </p>
        </div>
      )}
    </div>
  );
}
