// A table that scrolls inside its own box, never the page (the admin and analyst screens' tables).
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/**
 * Sideways on a narrow screen, and down when it is long (`tall`: a long table keeps its header
 * in view).
 */
export function TableScroll({
  label,
  tall = false,
  children,
}: {
  label: string;
  tall?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      className={cn(
        "max-w-full overflow-x-auto rounded-lg border",
        tall && "max-h-[70vh] overflow-y-auto [&_thead]:sticky [&_thead]:top-0 [&_thead]:z-10",
      )}
    >
      {children}
    </div>
  );
}
