// The dashboard's building blocks. They take plain props (no queries, no auth), so each renders
// and is tested on its own; `dashboard.tsx` wires them to the current user and the progress
// reads. The progress card's chart (recharts) is a lazy chunk of its own.
import {
  ArrowRight,
  BookOpen,
  Calculator,
  CalendarCheck,
  ChartColumn,
  ChartLine,
  CircleCheck,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Flame,
  Target,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import type {
  DailyDropProgress,
  DetailedProgress,
  ScoreEstimate,
} from "../../../api/schemas/practice.ts";
import { StatGrid, type Stat } from "../../components/stat-grid.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { formatLongDate, localIsoDate } from "../../lib/dates.ts";
import { formatRange } from "../../lib/scores.ts";
import { Progress } from "../../components/ui/progress.tsx";
import {
  CHART_HEIGHT,
  chartDays,
  chartSummary,
  DEFAULT_MIX,
  dropStatus,
  dropStatusLabels,
  formatCount,
  greeting,
  mixLine,
  type DropStatus,
  scoresNote,
  type DiagnosticScores,
} from "./dashboard-model.ts";

const QuestionsChart = lazy(() =>
  import("./questions-chart.tsx").then((module) => ({ default: module.QuestionsChart })),
);

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

/** The quick actions: progress, study planning (the only way in: the spec's tabs do not list
 *  it); Practice Mode leads to the day's drop until it is done, then to extra
 *  practice (a focused set in the area where practice pays most). */
export function QuickActions({ dropCompleted = false }: { dropCompleted?: boolean }) {
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap lg:justify-end">
      <Button asChild variant="outline">
        <Link href="/progress">
          <ChartLine aria-hidden />
          View Progress &amp; Analytics
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/study-planning">
          <CalendarCheck aria-hidden />
          Study Planning
        </Link>
      </Button>
      <Button asChild>
        <Link href={dropCompleted ? "/practice" : "/daily-drop"}>
          <Target aria-hidden />
          Practice Mode
        </Link>
      </Button>
    </div>
  );
}

export function StatTiles({
  streakDays,
  totalXP,
  levels,
}: {
  streakDays: number;
  totalXP: number;
  levels: { english: number; math: number };
}) {
  const tiles: Stat[] = [
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
      <StatGrid stats={tiles} variant="card" columns={4} />
    </section>
  );
}

export function DiagnosticCard(
  props:
    | {
        completed: true;
        /** Today's estimates (GET /api/progress/detailed); undefined while they load. */
        scores: DetailedProgress["estimatedScores"] | undefined;
        diagnostic: DiagnosticScores;
      }
    | {
        completed: false;
        /** Begun and left half-way: the card offers to resume it. */
        inProgress?: boolean;
      },
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
            {props.inProgress
              ? "You're part-way through the diagnostic. Your answers so far are saved: pick up where you left off."
              : "Take a 12–16 question adaptive diagnostic to estimate your SAT English and Math scores and set your starting levels."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link href="/diagnostic">
              {props.inProgress ? "Resume Diagnostic Test" : "Start Diagnostic Test"}
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { scores, diagnostic } = props;
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
      <CardContent className="grid gap-3">
        <dl
          className="grid grid-cols-2 gap-3 sm:gap-4"
          aria-busy={scores === undefined}
          data-testid="estimated-scores"
        >
          <Score label="English" estimate={scores?.english} icon={BookOpen} />
          <Score label="Math" estimate={scores?.math} icon={Calculator} />
        </dl>
        {scores && (
          <p className="text-sm text-muted-foreground">{scoresNote(scores, diagnostic)}</p>
        )}
      </CardContent>
    </Card>
  );
}

function Score({
  label,
  estimate,
  icon: Icon,
}: {
  label: string;
  estimate: ScoreEstimate | undefined;
  icon: LucideIcon;
}) {
  return (
    <div className="flex flex-col rounded-lg bg-muted p-4">
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Icon className="size-4" aria-hidden />
        {label}
      </dt>
      <dd className="grid">
        <span className="text-3xl font-extrabold tracking-tight tabular-nums">
          {estimate ? estimate.score : "—"}
        </span>
        <span className="text-sm text-muted-foreground">
          {estimate ? `Likely ${formatRange(estimate)}` : "Loading..."}
        </span>
      </dd>
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

const statusBadge: Record<DropStatus, "secondary" | "streak" | "outline"> = {
  complete: "secondary",
  "in-progress": "streak",
  ready: "outline",
};

function CardHeading({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="size-5 text-primary" aria-hidden />
      <CardTitle>{title}</CardTitle>
    </div>
  );
}

/**
 * Today's Daily Drop: its status, the mix, how far along it is and the way in; once done, what
 * it earned. `progress` is undefined while loading (or when the read `failed`).
 */
export function DailyDropCard({
  progress,
  failed = false,
}: {
  progress: DailyDropProgress | undefined;
  failed?: boolean;
}) {
  if (!progress) {
    return (
      <Card>
        <CardHeader>
          <CardHeading icon={CalendarCheck} title="Daily Drop" />
          <CardDescription className="text-base">{mixLine(DEFAULT_MIX)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {failed ? (
            <p className="text-muted-foreground">We couldn't load today's practice.</p>
          ) : (
            <p role="status" className="text-muted-foreground">
              Loading today's practice...
            </p>
          )}
          <Button
            asChild
            size="lg"
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <Link href="/daily-drop">Open the Daily Drop</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { todaySession, questionMix } = progress;
  const status = dropStatus(todaySession);
  const total = questionMix.english + questionMix.math;
  const done = Math.min(todaySession.questionsCompleted, total);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardHeading icon={CalendarCheck} title="Daily Drop" />
        <Badge variant={statusBadge[status]} className="text-sm">
          {dropStatusLabels[status]}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status === "complete" ? (
          <div className="flex gap-3">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-1">
              <p className="text-lg font-bold">Today's Practice Complete!</p>
              <p className="text-muted-foreground">
                You earned {formatCount(todaySession.totalXP)} XP today. Come back tomorrow for more
                practice!
              </p>
            </div>
          </div>
        ) : (
          <p className="text-muted-foreground">
            Today's mix:{" "}
            <span className="font-semibold text-foreground">{mixLine(questionMix)}</span> questions,
            about 5 minutes.
          </p>
        )}
        <div className="grid gap-2">
          <Progress
            value={done}
            max={Math.max(total, 1)}
            aria-label="Today's Daily Drop"
            getValueLabel={() => `${done} of ${total} questions completed`}
          />
          <p className="text-sm font-medium text-muted-foreground tabular-nums">
            {status === "complete"
              ? `${done}/${total} questions completed`
              : `${done}/${total} questions`}
          </p>
        </div>
        {status !== "complete" && (
          <Button asChild size="lg" className="w-full sm:w-auto sm:justify-self-start">
            <Link href="/daily-drop">
              {status === "ready" ? "Start Today's Practice" : "Continue Practice"}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Questions answered per day over the last 14 days: the bar chart for the eye (a lazy chunk),
 * a table for screen readers, and the disabled 'Analytics (Coming Soon)'.
 */
export function ProgressCard({
  detailed,
  failed = false,
}: {
  detailed: DetailedProgress | undefined;
  failed?: boolean;
}) {
  const days = detailed ? chartDays(detailed.questionsPerDay) : [];
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Card>
      <CardHeader>
        <CardHeading icon={ChartColumn} title="Your Progress" />
        <CardDescription className="text-base">Questions answered per day</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {detailed ? (
          <figure className="grid gap-2">
            <figcaption className="text-sm font-medium text-muted-foreground">
              {chartSummary(days)}
              {total === 0 && ". Your first Daily Drop will show here."}
            </figcaption>
            <div aria-hidden style={{ height: CHART_HEIGHT }}>
              <Suspense fallback={<div className="size-full animate-pulse rounded-lg bg-muted" />}>
                <QuestionsChart days={days} />
              </Suspense>
            </div>
            <table className="sr-only">
              <caption>Questions answered per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Questions</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.long}</th>
                    <td>{day.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        ) : failed ? (
          <p className="text-muted-foreground">We couldn't load your progress.</p>
        ) : (
          <div
            role="status"
            className="grid place-items-center rounded-lg bg-muted text-sm text-muted-foreground"
            style={{ height: CHART_HEIGHT }}
          >
            Loading your progress...
          </div>
        )}
        <Button variant="outline" disabled className="w-full sm:w-auto sm:justify-self-start">
          Analytics (Coming Soon)
        </Button>
      </CardContent>
    </Card>
  );
}
