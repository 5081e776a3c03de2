// How the Projections panel says things: each read model's state (up to date, behind, failed),
// its lag, a rebuild's progress line, and the toast when a rebuild ends. Pure, so tested alone.
import type { ProjectionStatusItem, RebuildProgress } from "../../../api/schemas/admin.ts";

const count = (n: number) => Math.round(n).toLocaleString("en-US");

/** "4 s", "2 min 5 s", "1 h 3 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 === 0 ? `${minutes} min` : `${minutes} min ${s % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Seconds to one decimal under a minute (a rebuild's length), else as formatDuration. */
export function formatSeconds(seconds: number): string {
  return seconds < 60 ? `${seconds.toFixed(1)} s` : formatDuration(seconds);
}

export type ProjectionState =
  | { kind: "up-to-date"; label: "Up to date" }
  | { kind: "behind"; label: "Behind"; lag: string }
  | { kind: "failed"; label: "Failed"; error: string; eventType: string };

/** Failed (with the projector's error), behind (events and how long the oldest has waited), or up to date. */
export function projectionState(item: ProjectionStatusItem): ProjectionState {
  if (item.failure) {
    return {
      kind: "failed",
      label: "Failed",
      error: item.failure.error,
      eventType: item.failure.eventType,
    };
  }
  if (item.behindEvents > 0) return { kind: "behind", label: "Behind", lag: lagText(item) };
  return { kind: "up-to-date", label: "Up to date" };
}

/** "12 events, 3 s behind"; "0 events behind" when caught up. */
export function lagText(item: Pick<ProjectionStatusItem, "behindEvents" | "behindMs">): string {
  const events = `${count(item.behindEvents)} ${item.behindEvents === 1 ? "event" : "events"}`;
  return item.behindEvents === 0
    ? `${events} behind`
    : `${events}, ${formatDuration(item.behindMs / 1000)} behind`;
}

/** The bar's value out of 100. */
export function progressPercent(rebuild: RebuildProgress): number {
  if (rebuild.phase === "done") return 100;
  if (rebuild.eventsTotal === 0) return 0;
  return Math.min(100, Math.floor((rebuild.eventsDone / rebuild.eventsTotal) * 100));
}

/** What the rebuild is doing, in words. */
export function phaseText(rebuild: RebuildProgress): string {
  switch (rebuild.phase) {
    case "starting":
      return "Preparing fresh tables...";
    case "replay":
      return "Replaying events...";
    case "swap":
      return "Swapping in the rebuilt tables...";
    case "done":
      return "Finished";
    case "failed":
      return "Failed";
  }
}

/** "1,200 of 5,000 events", the rate, and the time left when there is one; none while starting. */
export function progressFacts(rebuild: RebuildProgress): string[] {
  // Nothing is counted until the first batch is replayed.
  if (rebuild.phase === "starting") return [];
  const facts = [
    `${count(rebuild.eventsDone)} of ${count(rebuild.eventsTotal)} events`,
    `${count(rebuild.eventsPerSecond)} events/s`,
  ];
  if (rebuild.secondsLeft !== null && rebuild.phase === "replay") {
    facts.push(`about ${formatDuration(rebuild.secondsLeft)} left`);
  }
  return facts;
}

/** The toast when a rebuild ends: 'Rebuild finished' with its events and seconds, or the error. */
export function rebuildEndToast(rebuild: RebuildProgress) {
  if (rebuild.phase === "failed") {
    return {
      title: "Rebuild failed",
      description: `${rebuild.projection}: ${rebuild.error ?? "the rebuild stopped"}. The live tables were left as they were.`,
      variant: "destructive" as const,
    };
  }
  return {
    title: "Rebuild finished",
    description: `${rebuild.projection}: ${count(rebuild.eventsDone)} events replayed in ${formatSeconds(rebuild.seconds)}.`,
  };
}
