// How a score and its range read on every screen that shows one (diagnostic, dashboard,
// progress): one format, so the same estimate never reads two ways.

/** "530–620" (an en dash). */
export function formatRange(range: { low: number; high: number }): string {
  return `${range.low}–${range.high}`;
}
