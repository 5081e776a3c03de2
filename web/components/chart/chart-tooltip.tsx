// The tooltip every chart shows on hover: a box in the theme's popover colours with what the
// caller renders for the hovered row.
import type { ReactNode } from "react";
import type { TooltipContentProps } from "recharts";

/** A tooltip content component showing `render(row)` for the hovered row. */
export function tooltipOf<Row>(render: (row: Row) => ReactNode) {
  return function ChartTooltip({ active, payload }: TooltipContentProps) {
    const row = payload?.[0]?.payload as Row | undefined;
    if (!active || !row) return null;
    return (
      <div className="grid gap-0.5 rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
        {render(row)}
      </div>
    );
  };
}
