// The Parent View, as the spec has it: English and Math progress (the level's label and
// 'Level x → projected'), Test Readiness as a percent with the days until the test, and the
// week's questions, accuracy, participation and day streak. Plain props, so it renders in tests.
// Readiness is measured against the goal score the student sets in the same card; without one
// the card shows the estimated total and its range instead of a percent (docs/rules.md).
import { BookOpen, Calculator, CalendarDays, Gauge, type LucideIcon } from "lucide-react";
import type { DetailedProgress } from "../../../api/schemas/practice.ts";
import { MAX_LEVEL } from "../../../domain/questions/item.ts";
import { StatGrid } from "../../components/stat-grid.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { formatRange } from "../../lib/scores.ts";
import { GoalScore } from "./goal-score-form.tsx";
import { EmptyPractice } from "./progress-parts.tsx";
import {
  accuracyNote,
  daysUntilTestText,
  formatPercent,
  levelChange,
  levelChangeSpoken,
  levelLabel,
  NOT_ENOUGH_DATA,
  NOT_MEASURED,
  participationNote,
  questionsNote,
} from "./progress-model.ts";

export function ParentView({
  progress,
  goalEditable = false,
}: {
  progress: DetailedProgress;
  /** Today's view (not a past day's): the goal score can be set and changed. */
  goalEditable?: boolean;
}) {
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
          measured={progress.measured.english}
        />
        <SubjectProgress
          title="Math Progress"
          icon={Calculator}
          current={progress.currentMathLevel}
          projected={progress.projectedMathLevel}
          measured={progress.measured.math}
        />
        <Readiness
          percent={progress.testReadiness}
          total={progress.estimatedTotal}
          measured={progress.measured.english && progress.measured.math}
          goalScore={progress.goalScore}
          goalEditable={goalEditable}
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
  measured,
}: {
  title: string;
  icon: LucideIcon;
  current: number;
  projected: number;
  /** False before the diagnostic or any answer: no label without evidence. */
  measured: boolean;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="items-start gap-2 pb-3">
        <div className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden />
          <CardTitle>{title}</CardTitle>
        </div>
        {measured ? (
          <Badge variant="secondary" className="text-sm">
            {levelLabel(current)}
          </Badge>
        ) : (
          <Badge variant="outline" className="text-sm">
            {NOT_MEASURED}
          </Badge>
        )}
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
          {measured
            ? `Level ${current} of ${MAX_LEVEL} now; level ${projected} projected by test day.`
            : `The starting level. The diagnostic or a first Daily Drop measures it.`}
        </p>
      </CardContent>
    </Card>
  );
}

function Readiness({
  percent,
  total,
  measured,
  goalScore,
  goalEditable,
  daysUntilTest,
  className,
}: {
  /** null without a goal, and until both subjects are measured. */
  percent: number | null;
  total: { score: number; low: number; high: number };
  /** Both subjects measured: the estimated total is the student's, not the population's. */
  measured: boolean;
  goalScore: number | null;
  goalEditable: boolean;
  daysUntilTest: number;
  className?: string;
}) {
  const shown = percent === null ? null : Math.min(Math.max(Math.round(percent), 0), 100);
  const totalText = `${total.score.toLocaleString("en-US")} (likely ${formatRange(total)})`;
  return (
    <Card className={`min-w-0 ${className ?? ""}`}>
      <CardHeader className="pb-3">
        <div className="flex items-center gap-2">
          <Gauge className="size-5 text-primary" aria-hidden />
          <CardTitle>Test Readiness</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!measured ? (
          <>
            <p className="text-xl font-bold tracking-tight">{NOT_ENOUGH_DATA}</p>
            <p className="text-sm text-muted-foreground">
              Readiness appears once the diagnostic or Daily Drops have measured both English and
              Math.
            </p>
          </>
        ) : shown === null || goalScore === null ? (
          <>
            <p className="text-3xl font-extrabold tracking-tight tabular-nums">
              {total.score.toLocaleString("en-US")}
            </p>
            <p className="text-sm text-muted-foreground">
              Estimated total, likely {formatRange(total)} on the SAT's 400–1600 scale. Set a goal
              score to see how close it is.
            </p>
          </>
        ) : (
          <>
            <p className="text-3xl font-extrabold tracking-tight tabular-nums">{shown}%</p>
            <Progress
              value={shown}
              aria-label="Test readiness"
              getValueLabel={(value) => `${value}% of the way to the goal`}
            />
            <p className="text-sm text-muted-foreground">
              Estimated total {totalText} toward a goal of {goalScore.toLocaleString("en-US")}. The
              percent counts from 400, the SAT's lowest total.
            </p>
          </>
        )}
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          {daysUntilTestText(daysUntilTest)}
        </p>
        {goalEditable ? (
          <GoalScore goalScore={goalScore} />
        ) : (
          goalScore !== null && (
            <p className="text-sm text-muted-foreground">
              Goal score {goalScore.toLocaleString("en-US")}
            </p>
          )
        )}
      </CardContent>
    </Card>
  );
}

function WeeklySummary({ weekly }: { weekly: DetailedProgress["weekly"] }) {
  const tiles = [
    {
      label: "Questions Answered",
      value: weekly.questionsAnswered.toLocaleString("en-US"),
      note: questionsNote(weekly),
    },
    {
      label: "Accuracy",
      value: weekly.accuracy === null ? null : formatPercent(weekly.accuracy),
      note: accuracyNote(weekly),
    },
    {
      label: "Participation",
      value: weekly.participation === null ? null : formatPercent(weekly.participation),
      note: participationNote(weekly),
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
        <StatGrid
          variant="muted"
          columns={4}
          stats={tiles.map(({ label, value, note }) => ({
            label,
            value: value ?? NOT_ENOUGH_DATA,
            placeholder: value === null,
            note: <span className="text-xs text-muted-foreground">{note}</span>,
          }))}
        />
      </CardContent>
    </Card>
  );
}
