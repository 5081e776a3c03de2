// The new-version toast: a new service worker is waiting (web/lib/service-worker.ts). It stays
// until the student chooses: "Reload" lets the new version take over, and the page reloads once
// it controls the page; closing the toast keeps the running version until the next visit.
import { toast } from "../components/ui/use-toast.ts";
import { ToastAction } from "../components/ui/toast.tsx";

export const NEW_VERSION_MESSAGE = "A new version of Levelfield is ready.";

export function showNewVersionToast(activate: () => void): void {
  toast({
    title: NEW_VERSION_MESSAGE,
    duration: Infinity,
    action: (
      <ToastAction altText="Reload to use the new version of Levelfield" onClick={activate}>
        Reload
      </ToastAction>
    ),
  });
}
