// The dashboard's building blocks. They take plain props (no queries, no auth), so each renders
// and is tested on its own; `dashboard.tsx` wires them to the current user.
import {
  BookOpen,
  Calculator,
  ChartLine,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Flame,
  Target,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { formatLongDate, localIsoDate } from "../../lib/dates.ts";
import { formatCount, greeting, type EstimatedScores } from "./dashboard-model.ts";

export function Greeting({ firstName, today }: { firstName: string | null; today: Date }) {
  return (
    <div className="grid min-w-0 gap-1">
      <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
        {greeting(firstName)}
      </h1>
      <p className="text-muted-foreground">
        <time dateTime={localIsoDate(today)}>{formatLongDate(today)}</time>
      </p>
    </div>
  );
}

export function QuickActions() {
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap lg:justify-end">
      <Button asChild variant="outline">
        <Link href="/progress">
          <ChartLine aria-hidden />
          View Progress &amp; Analytics
        </Link>
      </Button>
      <Button asChild>
        <Link href="/daily-drop">
          <Target aria-hidden />
          Practice Mode
        </Link>
      </Button>
    </div>
  );
}

type Tile = {
  label: string;
  value: string;
  icon: LucideIcon;
  /** The icon's chip: the kit's game colours for streak and XP, brand tints for the levels. */
  tone: string;
};

export function StatTiles({
  streakDays,
  totalXP,
  levels,
}: {
  streakDays: number;
  totalXP: number;
  levels: { english: number; math: number };
}) {
  const tiles: Tile[] = [
    {
      label: "Day Streak",
      value: formatCount(streakDays),
      icon: Flame,
      tone: "bg-streak text-streak-foreground",
    },
    {
      label: "Total XP",
      value: formatCount(totalXP),
      icon: Zap,
      tone: "bg-xp text-xp-foreground",
    },
    {
      label: "English Level",
      value: formatCount(levels.english),
      icon: BookOpen,
      tone: "bg-secondary text-secondary-foreground",
    },
    {
      label: "Math Level",
      value: formatCount(levels.math),
      icon: Calculator,
      tone: "bg-accent text-accent-foreground",
    },
  ];
  return (
    <section aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="sr-only">
        Your stats
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon, tone }) => (
          <Card key={label} className="flex flex-col gap-1 p-4 sm:p-5">
            {/* Read as "Day Streak, 3"; shown as the icon, the number, then its label. */}
            <dt className="order-last text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="flex flex-col gap-3">
              <span
                className={cn("grid size-9 place-items-center rounded-lg [&_svg]:size-5", tone)}
                aria-hidden
              >
                <Icon />
              </span>
              <span className="text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">
                {value}
              </span>
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

export function DiagnosticCard(
  props: { completed: true; scores: EstimatedScores } | { completed: false },
) {
  if (!props.completed) {
    return (
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden />
            <CardTitle>Diagnostic Test</CardTitle>
          </div>
          <CardDescription className="text-base">
            Take a 12–16 question adaptive diagnostic to estimate your SAT English and Math scores
            and set your starting levels.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link href="/diagnostic">Start Diagnostic Test</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { english, math } = props.scores;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <ClipboardCheck className="size-5 text-primary" aria-hidden />
          <CardTitle>Estimated SAT Scores</CardTitle>
        </div>
        <Badge variant="secondary" className="text-sm">
          Diagnostic Complete ✓
        </Badge>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4">
          <Score label="English" value={english} icon={BookOpen} />
          <Score label="Math" value={math} icon={Calculator} />
        </dl>
      </CardContent>
    </Card>
  );
}

function Score({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted p-4">
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Icon className="size-4" aria-hidden />
        {label}
      </dt>
      <dd className="text-3xl font-extrabold tracking-tight tabular-nums">{value}</dd>
    </div>
  );
}

export function PracticeNote() {
  return (
    <p className="text-center text-sm text-balance text-muted-foreground">
      <Clock className="mr-1.5 inline size-4 align-[-0.1875rem]" aria-hidden />
      Practice daily: about 5 minutes a day, with difficulty that adapts to you.
    </p>
  );
}
