// The stat tiles the dashboard, the Daily Drop's completion screen and the Progress views share:
// a description list of label and number, read as "Day Streak, 3". Two looks: `card` tiles
// (an icon chip in the tile's tone above the number, the label under it) for the game numbers,
// and `muted` tiles (the label, then the number and a note) inside a card.
import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { Card } from "./ui/card.tsx";

export type Stat = {
  label: string;
  value: string;
  icon?: LucideIcon;
  /** A card tile's icon chip: the kit's game colours for streak and XP, brand tints otherwise. */
  tone?: string;
  /** Under a muted tile's number: what it counts, in the caller's type. */
  note?: ReactNode;
  /** The value is a "no figure yet" sentence, not a number: set smaller. */
  placeholder?: boolean;
};

export function StatGrid({
  stats,
  variant,
  columns = 2,
  dense = false,
  className,
  ...props
}: {
  stats: readonly Stat[];
  variant: "card" | "muted";
  /** 4: four across from 768 px (two on a phone). */
  columns?: 2 | 4;
  /** Muted tiles with less padding on a phone. */
  dense?: boolean;
} & Omit<ComponentProps<"dl">, "children">) {
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-3 sm:gap-4",
        columns === 4 && "md:grid-cols-4",
        className,
      )}
      {...props}
    >
      {stats.map((stat) =>
        variant === "card" ? (
          <CardTile key={stat.label} {...stat} />
        ) : (
          <MutedTile key={stat.label} stat={stat} dense={dense} />
        ),
      )}
    </dl>
  );
}

const number = "text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl";

function CardTile({ label, value, icon: Icon, tone }: Stat) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5">
      {/* Read as "Day Streak, 3"; shown as the icon, the number, then its label. */}
      <dt className="order-last text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="flex flex-col gap-3">
        {Icon && (
          <span
            className={cn("grid size-9 place-items-center rounded-lg [&_svg]:size-5", tone)}
            aria-hidden
          >
            <Icon />
          </span>
        )}
        <span className={number}>{value}</span>
      </dd>
    </Card>
  );
}

function MutedTile({ stat, dense }: { stat: Stat; dense: boolean }) {
  const { label, value, icon: Icon, note, placeholder = false } = stat;
  return (
    <div
      className={cn(
        "flex min-w-0 flex-col gap-1 rounded-lg bg-muted",
        dense ? "p-3 sm:p-4" : "p-4",
      )}
    >
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        {Icon && <Icon className="size-4" aria-hidden />}
        {label}
      </dt>
      <dd className="grid gap-1">
        <span className={placeholder ? "text-base leading-8 font-bold sm:leading-9" : number}>
          {value}
        </span>
        {note}
      </dd>
    </div>
  );
}
