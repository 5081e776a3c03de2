// A sortable table column's header: a button that sorts by the column, the column's aria-sort,
// and an arrow saying which way it is sorted (the admin and analyst screens' tables).
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "../lib/cn.ts";

export type SortState = "ascending" | "descending" | "none";

export function SortableHeader({
  label,
  state,
  numeric,
  onSort,
}: {
  label: string;
  state: SortState;
  /** Right-aligned, over a column of numbers. */
  numeric: boolean;
  onSort: () => void;
}) {
  const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={state}
      className={numeric ? "px-1 py-1 text-right" : "px-1 py-1 text-left"}
    >
      <button
        type="button"
        onClick={onSort}
        className="inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-md px-2 font-semibold whitespace-nowrap hover:bg-accent"
      >
        {label}
        <Icon className={cn("size-3.5", state === "none" && "opacity-50")} aria-hidden />
      </button>
    </th>
  );
}
