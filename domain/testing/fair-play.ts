// What the fair-play properties share (docs/rules.md, "The student's day"): the zones random
// histories move between, and the "at most n a day over any real span of days" check.

/** Zones whose offset never changes, so every local day is 24 hours; UTC−12 to UTC+14. */
export const FIXED_ZONES = [
  "UTC",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Asia/Tokyo",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Pacific/Honolulu",
  "Etc/GMT+12",
] as const;

/** The same with daylight saving zones: 23- and 25-hour days, Lord Howe's half hour, Chatham's
 *  +13:45, Santiago's switch at midnight. The shortest local day is 23 hours. */
export const DST_ZONES = [
  ...FIXED_ZONES,
  "America/New_York",
  "Europe/London",
  "Pacific/Auckland",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "America/St_Johns",
  "America/Santiago",
] as const;

export const HOUR_MS = 3_600_000;

/**
 * Whether things at `instants` respect "at most perDay × (D + 1) in any real span of D days",
 * a day being `dayMs` long: for every i ≤ j of the sorted instants, the j − i + 1 from i to j
 * fit in the days their span allows.
 */
export function withinDays(instants: readonly number[], perDay: number, dayMs: number): boolean {
  const sorted = [...instants].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i; j < sorted.length; j++) {
      const days = Math.ceil((sorted[j]! - sorted[i]!) / dayMs);
      if (j - i + 1 > perDay * (days + 1)) return false;
    }
  }
  return true;
}
