import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cn } from "../../lib/cn.ts";

/** Initials from a name, else from an email, else "U" (for "User"). */
export function initials(
  firstName: string | null,
  lastName: string | null,
  email: string | null,
): string {
  const fromName = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase();
  if (fromName) return fromName;
  const fromEmail = email?.trim().charAt(0).toUpperCase();
  return fromEmail || "U";
}

export function Avatar({
  src,
  fallback,
  className,
}: {
  src: string | null;
  fallback: string;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative flex size-9 shrink-0 overflow-hidden rounded-full border bg-secondary",
        className,
      )}
    >
      {src && (
        <AvatarPrimitive.Image src={src} alt="" className="aspect-square size-full object-cover" />
      )}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center text-sm font-semibold text-secondary-foreground"
        aria-hidden
      >
        {fallback}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
