// The Parent View, as the spec has it: English and Math progress (the level's label and
// 'Level x → projected'), Test Readiness as a percent with the days until the test, and the
// week's questions, accuracy, participation and day streak. Plain props, so it renders in tests.
import { BookOpen, Calculator, CalendarDays, Gauge, type LucideIcon } from "lucide-react";
import type { DetailedProgress } from "../../../api/schemas/practice.ts";
import { Badge } from "../../components/ui/badge.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { EmptyPractice } from "./progress-parts.tsx";
import {
  daysUntilTestText,
  formatPercent,
  levelChange,
  levelChangeSpoken,
  levelLabel,
} from "./progress-model.ts";

/** The top level of the 1–12 scale (each level is a 50-point band of 200–800). */
const MAX_LEVEL = 12;

export function ParentView({ progress }: { progress: DetailedProgress }) {
  return (
    <div className="grid min-w-0 gap-6">
      <p className="text-center text-muted-foreground">
        A summary for parents and guardians: levels, readiness for the test and this week's
        practice.
      </p>
      {progress.totalQuestionsAnswered === 0 && (
        <EmptyPractice>
          Levels and readiness start from the diagnostic and move with every Daily Drop: five
          questions, about five minutes a day.
        </EmptyPractice>
      )}
      <div className="grid min-w-0 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        <SubjectProgress
          title="English Progress"
          icon={BookOpen}
          current={progress.currentEnglishLevel}
          projected={progress.projectedEnglishLevel}
        />
        <SubjectProgress
          title="Math Progress"
          icon={Calculator}
          current={progress.currentMathLevel}
          projected={progress.projectedMathLevel}
        />
        <Readiness
          percent={progress.testReadiness}
          goal={progress.readinessGoal}
          daysUntilTest={progress.daysUntilTest}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
      <WeeklySummary weekly={progress.weekly} />
    </div>
  );
}

function SubjectProgress({
  title,
  icon: Icon,
  current,
  projected,
}: {
  title: string;
  icon: LucideIcon;
  current: number;
  projected: number;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="items-start gap-2 pb-3">
        <div className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden />
          <CardTitle>{title}</CardTitle>
        </div>
        <Badge variant="secondary" className="text-sm">
          {levelLabel(current)}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-3xl font-extrabold tracking-tight tabular-nums">
          <span aria-hidden>{levelChange(current, projected)}</span>
          <span className="sr-only">{levelChangeSpoken(current, projected)}</span>
        </p>
        <Progress
          value={current}
          max={MAX_LEVEL}
          aria-label={`${title}: level`}
          getValueLabel={(value, max) => `Level ${value} of ${max}`}
        />
        <p className="text-sm text-muted-foreground">
          Level {current} of {MAX_LEVEL} now; level {projected} projected by test day.
        </p>
      </CardContent>
    </Card>
  );
}

function Readiness({
  percent,
  goal,
  daysUntilTest,
  className,
}: {
  /** null until both subjects are measured. */
  percent: number | null;
  goal: number;
  daysUntilTest: number;
  className?: string;
}) {
  const shown = percent === null ? null : Math.min(Math.max(Math.round(percent), 0), 100);
  return (
    <Card className={`min-w-0 ${className ?? ""}`}>
      <CardHeader className="pb-3">
        <div className="flex items-center gap-2">
          <Gauge className="size-5 text-primary" aria-hidden />
          <CardTitle>Test Readiness</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {shown === null ? (
          <>
            <p className="text-3xl font-extrabold tracking-tight" aria-hidden>
              —
            </p>
            <p className="text-sm text-muted-foreground">
              Readiness appears once the diagnostic or a first Daily Drop has measured both English
              and Math.
            </p>
          </>
        ) : (
          <>
            <p className="text-3xl font-extrabold tracking-tight tabular-nums">{shown}%</p>
            <Progress
              value={shown}
              aria-label="Test readiness"
              getValueLabel={(value) => `${value}%`}
            />
            <p className="text-sm text-muted-foreground">
              How far the estimated total score has come from 400 toward {goal}.
            </p>
          </>
        )}
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          {daysUntilTestText(daysUntilTest)}
        </p>
      </CardContent>
    </Card>
  );
}

function WeeklySummary({ weekly }: { weekly: DetailedProgress["weekly"] }) {
  const tiles = [
    {
      label: "Questions Answered",
      value: weekly.questionsAnswered.toLocaleString("en-US"),
      note: "Daily Drop questions this week",
    },
    {
      label: "Accuracy",
      value: formatPercent(weekly.accuracy),
      note: weekly.accuracy === null ? "No answers yet this week" : "Answered correctly",
    },
    {
      label: "Participation",
      value: formatPercent(weekly.participation),
      note: "Days with a finished Daily Drop",
    },
    {
      label: "Day Streak",
      value: weekly.streakDays.toLocaleString("en-US"),
      note: weekly.streakDays === 1 ? "Day in a row" : "Days in a row",
    },
  ];
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-3">
        <CardTitle>This Week</CardTitle>
        <CardDescription>This week so far.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {tiles.map(({ label, value, note }) => (
            <div key={label} className="flex min-w-0 flex-col gap-1 rounded-lg bg-muted p-4">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="grid gap-1">
                <span className="text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">
                  {value}
                </span>
                <span className="text-xs text-muted-foreground">{note}</span>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
