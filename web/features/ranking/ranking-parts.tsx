// What the four ranking cards share: the card's frame (icon, title, the group it ranks in, its
// message at the foot), this week's standing so far beside last week's final one (each "Better
// than N% of …" with its coloured bar, or why there is none), the labelled figures (a
// description list: "Your XP this week, 320 XP"), and the top performers.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { cn } from "../../lib/cn.ts";
import {
  betterThanText,
  NO_STANDING,
  noStandingText,
  percentileTone,
  studentsText,
  toneClasses,
  topPerformers,
  weekText,
  type WeekStanding,
} from "./ranking-model.ts";
import { formatXpTotal } from "../../lib/xp.ts";

export function RankingCard({
  icon: Icon,
  title,
  group,
  badge,
  message,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** What it ranks among: the school's name, the ZIP area, … */
  group?: ReactNode;
  /** Beside the title (the global rank badge). */
  badge?: ReactNode;
  /** The server's sentence about this standing. */
  message: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="pb-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Icon className="size-5 shrink-0 text-primary" aria-hidden />
          <CardTitle>{title}</CardTitle>
          {badge}
        </div>
        {group && <CardDescription className="wrap-anywhere">{group}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {children}
        <p className="mt-auto rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          {message}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * "Better than 72% of 240 students", the share large in its colour, over a bar in it too; 'No
 * standing yet' when nobody in the group was ranked.
 */
export function Standing({
  percentileBetter,
  totalStudents,
  label,
}: {
  percentileBetter: number;
  totalStudents: number;
  /** The bar's name for a screen reader ("School standing"). */
  label: string;
}) {
  if (totalStudents === 0) {
    // Nobody ranked in this group last week (or no group at all): the message says why.
    return <p className="text-lg font-semibold text-muted-foreground">{NO_STANDING}</p>;
  }
  const tone = toneClasses[percentileTone(percentileBetter)];
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-baseline gap-x-1.5 font-medium text-muted-foreground">
        Better than
        <span className={cn("text-3xl font-extrabold tracking-tight tabular-nums", tone.text)}>
          {percentileBetter}%
        </span>
        of {studentsText(totalStudents)}
      </p>
      <Progress
        value={percentileBetter}
        aria-label={label}
        getValueLabel={() => betterThanText(percentileBetter, totalStudents)}
        className={tone.bar}
      />
    </div>
  );
}

/**
 * This week's standing so far beside last week's final one, each labelled with its week: the
 * share with its bar, or why there is none (the group needs more students, or the student did
 * not practice that week). Not shown without a group (no school, no region): the message says so.
 */
export function WeekStandings({
  lastWeek,
  thisWeek,
  label,
}: {
  lastWeek: WeekStanding;
  thisWeek: WeekStanding;
  /** What the standing is in, for a screen reader ("in your school"). */
  label: string;
}) {
  const rows = [
    { title: "This week so far", standing: thisWeek, current: true },
    { title: "Last week, final", standing: lastWeek, current: false },
  ];
  return (
    <div className="grid gap-3">
      {rows.map(({ title, standing, current }) => (
        <section key={title} className="grid gap-1.5" aria-label={`${title} ${label}`}>
          <h3 className="flex flex-wrap items-baseline gap-x-1.5 text-sm font-semibold">
            {title}
            <span className="font-normal text-muted-foreground">{weekText(standing.week)}</span>
          </h3>
          {standing.percentileBetter === null ? (
            <p className="text-sm text-muted-foreground">{noStandingText(standing, current)}</p>
          ) : (
            <Standing
              percentileBetter={standing.percentileBetter}
              totalStudents={standing.totalStudents}
              label={`${title} ${label}`}
            />
          )}
        </section>
      ))}
    </div>
  );
}

export type Figure = { label: string; value: string; hint?: string };

/** Labelled figures, two across; each value at its tile's foot, so a label wrapping onto two
 *  lines (a phone) does not put side-by-side values at different heights. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      {figures.map(({ label, value, hint }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col justify-between gap-1 rounded-lg bg-muted p-3"
        >
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-lg font-bold tabular-nums wrap-anywhere">
            {value}
            {hint && (
              <span className="block text-xs font-normal text-muted-foreground">{hint}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The week's top performers, at most 3: username ("(you)" after the student's own), XP and
 *  level. */
export function TopPerformers({
  performers,
}: {
  performers: Rankings["friends"]["topPerformers"];
}) {
  const shown = topPerformers(performers);
  if (shown.length === 0) return null;
  return (
    <section className="grid gap-2" aria-label="Top performers this week">
      <h3 className="text-sm font-semibold">Top this week</h3>
      <ol className="grid gap-1.5">
        {shown.map((performer, index) => (
          <li
            key={`${index}-${performer.name}`}
            className="flex min-w-0 items-center gap-3 rounded-lg border px-3 py-2"
          >
            <span
              className="grid size-7 shrink-0 place-items-center rounded-full bg-xp text-xs font-bold text-xp-foreground"
              aria-hidden
            >
              {index + 1}
            </span>
            <span className="grid min-w-0 flex-1">
              <span className="font-medium wrap-anywhere">
                {performer.name}
                {performer.isYou && (
                  <span className="font-normal text-muted-foreground"> (you)</span>
                )}
              </span>
              <span className="text-sm text-muted-foreground tabular-nums">
                {formatXpTotal(performer.xp)} · Level {performer.level}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
