// What the four tabs share: labelled figures (a description list: "Session length, 25 minutes")
// and the line that opens a tab, saying where its advice comes from.
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export type Figure = { label: string; value: ReactNode };

/** Labelled figures in muted tiles, two across on a phone and `columns` from 640 px (or, compact,
 *  all in one row). */
export function Figures({
  figures,
  columns = 3,
  compact = false,
}: {
  figures: readonly Figure[];
  columns?: 2 | 3 | 4;
  /** Short values, all in one row even on a phone. */
  compact?: boolean;
}) {
  return (
    <dl
      className={cn(
        "grid gap-3",
        compact ? "grid-cols-3 gap-2" : "grid-cols-2",
        !compact && columns === 3 && "sm:grid-cols-3",
        !compact && columns === 4 && "sm:grid-cols-4",
      )}
    >
      {figures.map(({ label, value }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col justify-between gap-1 rounded-lg bg-muted p-3"
        >
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="font-bold wrap-anywhere tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sentence at the top of a tab. */
export function TabLead({ children }: { children: ReactNode }) {
  return <p className="mb-4 text-center text-muted-foreground">{children}</p>;
}
