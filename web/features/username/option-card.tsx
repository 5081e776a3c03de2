// The frame both ways to get a username share: the option's card (icon, title, description),
// the large dashed box a name shows in, and a button's pending label.
import { LoaderCircle } from "lucide-react";
import { useId, type ReactNode } from "react";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";

export type TakeProps = { busy: boolean; saving: boolean };

export function OptionCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-5">
          {icon}
        </span>
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

export function Pending({ children }: { children: ReactNode }) {
  return (
    <>
      <LoaderCircle className="animate-spin" aria-hidden />
      {children}
    </>
  );
}

/** A name shown large in a dashed box, announced when it changes. */
export function NameBox({
  label,
  note,
  children,
}: {
  label: string;
  note?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="grid min-h-28 content-center gap-1 rounded-lg border border-dashed border-input bg-muted/60 px-4 py-4 text-center"
    >
      <p id={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </p>
      <p
        aria-live="polite"
        className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl"
      >
        {children}
      </p>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
    </div>
  );
}
