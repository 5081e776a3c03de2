// Toasts on Radix Toast: 5000 ms on screen, swipe right past 50 px to dismiss, F8 focuses the
// region. At the top on small screens, bottom-right from `sm` up, at most 420 px wide from `md`.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { buttonClasses } from "./button.tsx";
import type { ComponentProps } from "react";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "./use-toast.ts";

const TOAST_SWIPE_THRESHOLD_PX = 50;

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, variant = "default", open, duration }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          {...(duration === undefined ? {} : { duration })}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
            "data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-slide-out-right",
            variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "bg-popover text-popover-foreground",
          )}
        >
          <div className="grid gap-1">
            {title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            )}
            {description && (
              <ToastPrimitive.Description
                className={cn("text-sm", variant !== "destructive" && "opacity-90")}
              >
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          {action}
          <ToastPrimitive.Close
            className="absolute top-3 right-3 cursor-pointer rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}

/**
 * A toast's button (its `action`). `altText` says what it does for screen readers, which hear
 * the toast without reaching the button (F8 focuses the toasts).
 */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={buttonClasses("default", "sm", cn("self-center", className))}
      {...props}
    />
  );
}
