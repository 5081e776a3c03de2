import { cn } from "../lib/cn.ts";

/** Levelfield's mark: three rising bars on a level baseline. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <rect x="7" y="16" width="4.5" height="8" rx="1.5" className="fill-primary-foreground/70" />
      <rect
        x="13.75"
        y="12"
        width="4.5"
        height="12"
        rx="1.5"
        className="fill-primary-foreground/85"
      />
      <rect x="20.5" y="8" width="4.5" height="16" rx="1.5" className="fill-primary-foreground" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 text-lg font-extrabold tracking-tight",
        className,
      )}
    >
      <LogoMark />
      Levelfield
    </span>
  );
}
