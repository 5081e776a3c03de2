import * as ProgressPrimitive from "@radix-ui/react-progress";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** A bar from 0 to max; the value is clamped so it never overflows (e.g. 17 of 16). */
export function Progress({
  value,
  max = 100,
  className,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { value: number; max?: number }) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full rounded-full bg-primary transition-[width] duration-300"
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
