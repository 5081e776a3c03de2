import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const variants = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "text-foreground",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  xp: "border-transparent bg-xp text-xp-foreground",
  streak: "border-transparent bg-streak text-streak-foreground",
} as const;

export function Badge({
  variant = "default",
  className,
  ...props
}: ComponentProps<"span"> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
