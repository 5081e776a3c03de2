// Pieces every part of the analyst screen shares: a table that scrolls inside its own box
// (never the page), a titled section card, a download link, and the refusal an account without
// the analyst role sees.
import { Download, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";

/** Sideways on a narrow screen, and down when `tall`, with the header kept in view. */
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

export const headCell = "px-3 py-2 text-left font-semibold whitespace-nowrap";
export const numberCell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** A plain link the browser downloads (the server streams the file to disk). */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={buttonClasses("outline", "sm")}>
      <Download aria-hidden />
      {children}
    </a>
  );
}

export function Section({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">{children}</CardContent>
    </Card>
  );
}

/** A signed-in account without the analyst role. */
export function AnalystForbidden() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:px-6 md:py-16">
      <Card className="text-center">
        <CardHeader className="items-center gap-3">
          <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <ShieldAlert className="size-6" aria-hidden />
          </span>
          <CardTitle as="h1" className="text-2xl font-extrabold">
            Analysts only
          </CardTitle>
          <CardDescription className="text-base">
            This page is for Levelfield analysts.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg">
            <Link href="/">Back to your dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
