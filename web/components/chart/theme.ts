// The charts' look, shared by every recharts chart (the dashboard's questions per day, the
// Progress screen's history, projections and XP): colours from the design tokens, so light and
// dark both work, the axis text, the grid, the margins and the prop sets for the axes. No
// recharts import here, so a screen can size a chart's box without loading recharts.
export const chartColors = {
  english: "var(--primary)",
  math: "var(--streak-foreground)",
  xp: "var(--xp-foreground)",
  primary: "var(--primary)",
  grid: "var(--border)",
  /** The hovered bar's column. */
  cursor: "var(--muted)",
  text: "var(--muted-foreground)",
} as const;

/** Each subject's colour on every chart. */
export const subjectColor: Record<"english" | "math", string> = {
  english: chartColors.english,
  math: chartColors.math,
};

/** The height of a full-size chart, in px: readable on a phone, not a wall on a desktop. */
export const CHART_HEIGHT = 240;

export const chartMargin = { top: 8, right: 12, bottom: 0, left: 0 };

export const axisTick = { fill: chartColors.text, fontSize: 12 };

/** Horizontal dashed grid lines. */
export const gridProps = { stroke: chartColors.grid, strokeDasharray: "3 3", vertical: false };

/** An axis of dates ("YYYY-MM-DD" in `date`), labelled by `format`. */
export function dateAxisProps(format: (date: string) => string, minTickGap = 24) {
  return {
    dataKey: "date",
    tickFormatter: format,
    tick: axisTick,
    stroke: chartColors.grid,
    minTickGap,
  };
}

/** A value axis of whole numbers; over `domain` with `ticks` when given. */
export function numberAxisProps(scale: { domain?: readonly [number, number]; ticks?: number[] }) {
  return {
    ...(scale.domain ? { domain: [...scale.domain] as [number, number] } : {}),
    ...(scale.ticks ? { ticks: scale.ticks } : {}),
    tick: axisTick,
    stroke: chartColors.grid,
    width: 40,
    allowDecimals: false,
  };
}
