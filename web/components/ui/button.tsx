import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const variants = {
  default: "bg-primary text-primary-foreground shadow-sm hover:brightness-95",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-input bg-card hover:bg-accent hover:text-accent-foreground",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:brightness-95",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-8 rounded-md px-3 text-sm",
  default: "h-10 rounded-md px-4 text-sm",
  lg: "h-12 rounded-lg px-6 text-base",
  icon: "size-10 rounded-md",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
};

export function buttonClasses(
  variant: keyof typeof variants = "default",
  size: keyof typeof sizes = "default",
  className?: string,
): string {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      className={buttonClasses(variant, size, className)}
      // A button in a form submits unless told otherwise; make that a choice, not an accident.
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
