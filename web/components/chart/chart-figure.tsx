// A chart as a figure: the drawing for the eye (aria-hidden, in a ResponsiveContainer that
// fills the width of its min-w-0 cell, so nothing scrolls sideways at 375 px), a visible
// sentence that says what it shows, and a visually hidden table with the same numbers.
import type { ReactElement } from "react";
import { ResponsiveContainer } from "recharts";
import { CHART_HEIGHT } from "./theme.ts";

export function ChartFigure({
  summary,
  caption,
  columns,
  rows,
  children,
}: {
  summary: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  /** The recharts chart. */
  children: ReactElement;
}) {
  return (
    <figure className="grid min-w-0 gap-3">
      <div aria-hidden className="w-full min-w-0" style={{ height: CHART_HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      {/* A table cannot be shrunk to the 1 px of sr-only itself (it would widen the page). */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
