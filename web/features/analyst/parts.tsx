// Pieces every part of the analyst screen shares: table cell classes, a titled section card, a
// download link, and the refusal an account without the analyst role sees (the table's scroll
// box is web/components/table-scroll.tsx, shared with the admin screen).
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { StaffOnly } from "../../components/staff-only.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";

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
  return <StaffOnly title="Analysts only" lead="This page is for Levelfield analysts." />;
}
