// The card's elapsed-time display: "m:ss" on the diagnostic (the spec's first form), whole
// seconds on the Daily Drop.

export type TimerFormat = "mm:ss" | "seconds";

export function formatElapsed(elapsedMs: number, format: TimerFormat): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  if (format === "seconds") return `${seconds}s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What a screen reader hears for the timer: "1 minute 5 seconds", "45 seconds". */
export function spokenElapsed(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes === 0) return part(rest, "second");
  return rest === 0
    ? part(minutes, "minute")
    : `${part(minutes, "minute")} ${part(rest, "second")}`;
}

/** The local storage key remembering that the student hid the timer. */
const TIMER_HIDDEN_KEY = "questionTimerHidden";

export function readTimerHidden(): boolean {
  try {
    return globalThis.localStorage?.getItem(TIMER_HIDDEN_KEY) === "true";
  } catch {
    return false; // storage blocked: the timer shows
  }
}

export function writeTimerHidden(hidden: boolean): void {
  try {
    if (hidden) globalThis.localStorage?.setItem(TIMER_HIDDEN_KEY, "true");
    else globalThis.localStorage?.removeItem(TIMER_HIDDEN_KEY);
  } catch {
    // Storage blocked: the choice lasts until the page closes.
  }
}
