// The Student View: estimated score and level over time, the projection to the test date as a
// fan (median and 80% band) per subject, accuracy by skill, XP per day and pacing against the
// SAT's per-question budgets. recharts lives only here, so this view is its own lazy chunk and
// the Parent View never downloads it. Every chart is drawn for the eye (aria-hidden) and comes
// with a sentence and a table that say the same for a screen reader.
import { BookOpen, Calculator, Clock, LineChart as LineChartIcon, Target, Zap } from "lucide-react";
import type { ReactNode } from "react";
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import type { PerformanceDetailed, Projections } from "../../../api/schemas/practice.ts";
import { subjectLabel } from "../../components/question-card/card-model.ts";
import { Badge } from "../../components/ui/badge.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { EmptyPractice } from "./progress-parts.tsx";
import {
  daysUntilTestText,
  fanRows,
  formatShortDate,
  hasPractice,
  historySummary,
  levelLabel,
  pacingNote,
  pacingSentence,
  projectionSentence,
  rateSentence,
  scoreAxis,
  scoreTicks,
  skillAccuracyText,
  skillGroups,
  SUBJECTS,
  xpSummary,
  type AbilityPoint,
  type Pacing,
  type Subject,
  type SubjectProjection,
} from "./progress-model.ts";

/** Each subject's colour on every chart (design tokens, so light and dark both work). */
const SUBJECT_COLOR: Record<Subject, string> = {
  english: "var(--primary)",
  math: "var(--streak-foreground)",
};
const SUBJECT_ICON = { english: BookOpen, math: Calculator } as const;

/** The height of every chart, in px: readable on a phone, not a wall on a desktop. */
const CHART_HEIGHT = 240;

const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };

/** The date axis the history and projection charts share. */
const dateAxis = {
  dataKey: "date",
  tickFormatter: formatShortDate,
  tick: axisTick,
  stroke: "var(--border)",
  minTickGap: 24,
} as const;

/** A score axis over `domain`, ticked every 50 points (a level band). */
function scoreAxisProps(domain: readonly [number, number]) {
  return {
    domain: [...domain] as [number, number],
    ticks: scoreTicks(domain),
    tick: axisTick,
    stroke: "var(--border)",
    width: 40,
    allowDecimals: false,
  };
}

export function StudentView({
  performance,
  projections,
}: {
  performance: PerformanceDetailed;
  projections: Projections;
}) {
  const practiced = hasPractice(performance);
  const bySubject = SUBJECTS.flatMap((subject) =>
    projections.subjects.filter((projection) => projection.subject === subject),
  );
  return (
    <div className="grid min-w-0 gap-6">
      {!practiced && (
        <EmptyPractice>
          Your charts fill in as you answer questions: score history, accuracy by skill, XP and
          pacing. Five questions, about five minutes.
        </EmptyPractice>
      )}
      {practiced && <HistoryCard history={performance.abilityHistory} />}
      <section aria-labelledby="projection-heading" className="grid min-w-0 gap-4">
        <div className="grid gap-1">
          <h2 id="projection-heading" className="text-xl font-bold tracking-tight">
            Projection to test day
          </h2>
          <p className="text-sm text-muted-foreground">
            {formatLongDate(projections.testDate)} · {daysUntilTestText(projections.daysUntilTest)}
          </p>
        </div>
        <div className="grid min-w-0 gap-4 sm:gap-6 lg:grid-cols-2">
          {bySubject.map((projection) => (
            <ProjectionCard
              key={projection.subject}
              projection={projection}
              testDate={projections.testDate}
              daysUntilTest={projections.daysUntilTest}
              hoursPerWeek={projections.hoursPerWeek}
            />
          ))}
        </div>
      </section>
      {practiced && (
        <>
          <SkillsCard bySkill={performance.bySkill} />
          <div className="grid min-w-0 gap-4 sm:gap-6 lg:grid-cols-2">
            <XpCard xpByDay={performance.xpByDay} />
            <PacingCard pacing={performance.pacing} />
          </div>
        </>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Chart plumbing

/** A chart, its visible summary sentence and a table with the same numbers for screen readers. */
function ChartFigure({
  summary,
  caption,
  columns,
  rows,
  children,
}: {
  summary: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  children: ReactNode;
}) {
  return (
    <figure className="grid min-w-0 gap-3">
      <div aria-hidden className="w-full min-w-0" style={{ height: CHART_HEIGHT }}>
        {children}
      </div>
      {/* A table cannot be shrunk to the 1 px of sr-only itself (it would widen the page). */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}

/** A tooltip box in the theme's popover colours, showing `render(row)` for the hovered row. */
function tooltipOf<Row>(render: (row: Row) => ReactNode) {
  return function ChartTooltip({ active, payload }: TooltipContentProps) {
    const row = payload?.[0]?.payload as Row | undefined;
    if (!active || !row) return null;
    return (
      <div className="grid gap-0.5 rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
        {render(row)}
      </div>
    );
  };
}

function Legend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden>
      {items.map(({ label, color }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full" style={{ background: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}

function SectionCard({
  title,
  icon: Icon,
  description,
  children,
  className,
}: {
  title: string;
  icon: typeof Zap;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader className="pb-3">
        <div className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden />
          <CardTitle>{title}</CardTitle>
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">{children}</CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------
// Level and estimated score over time

function HistoryCard({ history }: { history: readonly AbilityPoint[] }) {
  const latest = history.at(-1);
  const historyAxis = scoreAxis(history.flatMap((point) => [point.englishScore, point.mathScore]));
  return (
    <SectionCard
      title="Your level and estimated score"
      icon={LineChartIcon}
      description="Your estimated SAT section scores at the end of each day you practiced."
    >
      {latest ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            <Current subject="english" score={latest.englishScore} level={latest.englishLevel} />
            <Current subject="math" score={latest.mathScore} level={latest.mathLevel} />
          </dl>
          <Legend
            items={SUBJECTS.map((subject) => ({
              label: subjectLabel(subject),
              color: SUBJECT_COLOR[subject],
            }))}
          />
          <ChartFigure
            summary={historySummary(history)}
            caption="Estimated score and level by day"
            columns={["Date", "English score", "English level", "Math score", "Math level"]}
            rows={history.map((point) => [
              formatShortDate(point.date),
              point.englishScore,
              point.englishLevel,
              point.mathScore,
              point.mathLevel,
            ])}
          >
            <ResponsiveContainer width="100%" height="100%">
              <LineChart
                data={[...history]}
                margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
                <XAxis {...dateAxis} />
                <YAxis {...scoreAxisProps(historyAxis)} />
                <Tooltip
                  content={tooltipOf<AbilityPoint>((point) => (
                    <>
                      <span className="font-semibold">{formatShortDate(point.date)}</span>
                      <span>
                        English {point.englishScore} · Level {point.englishLevel}
                      </span>
                      <span>
                        Math {point.mathScore} · Level {point.mathLevel}
                      </span>
                    </>
                  ))}
                />
                {SUBJECTS.map((subject) => (
                  <Line
                    isAnimationActive={false}
                    key={subject}
                    type="monotone"
                    dataKey={subject === "english" ? "englishScore" : "mathScore"}
                    name={subjectLabel(subject)}
                    stroke={SUBJECT_COLOR[subject]}
                    strokeWidth={2.5}
                    dot={history.length <= 20 ? { r: 3, fill: SUBJECT_COLOR[subject] } : false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </ChartFigure>
        </>
      ) : (
        <p className="text-muted-foreground">
          Your first estimate appears at the end of your first day of practice.
        </p>
      )}
    </SectionCard>
  );
}

function Current({ subject, score, level }: { subject: Subject; score: number; level: number }) {
  const Icon = SUBJECT_ICON[subject];
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg bg-muted p-3 sm:p-4">
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Icon className="size-4" aria-hidden />
        {subjectLabel(subject)}
      </dt>
      <dd className="grid gap-1">
        <span className="text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">
          {score}
        </span>
        <span className="text-sm">
          Level {level} · {levelLabel(level)}
        </span>
      </dd>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Projection fan

function ProjectionCard({
  projection,
  testDate,
  daysUntilTest,
  hoursPerWeek,
}: {
  projection: SubjectProjection;
  testDate: string;
  daysUntilTest: number;
  hoursPerWeek: number;
}) {
  const subject = subjectLabel(projection.subject);
  const color = SUBJECT_COLOR[projection.subject];
  const rows = fanRows(projection.fan);
  // Unmeasured, the estimate is the population's: no score or projection is shown as the student's.
  const sentence = projection.measured ? projectionSentence(projection, testDate) : null;
  const axis = scoreAxis(rows.flatMap((row) => [row.low, row.high]));
  return (
    <Card className="min-w-0" data-testid={`fan-chart-${projection.subject}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <div className="flex items-center gap-2">
          {projection.subject === "english" ? (
            <BookOpen className="size-5 text-primary" aria-hidden />
          ) : (
            <Calculator className="size-5 text-primary" aria-hidden />
          )}
          <CardTitle as="h3">{subject}</CardTitle>
        </div>
        {projection.measured ? (
          <Badge variant="secondary" className="text-sm">
            <span aria-hidden>
              Now {projection.currentScore} · Level {projection.currentLevel} →{" "}
              {projection.projectedLevel}
            </span>
            <span className="sr-only">
              Now {projection.currentScore}, level {projection.currentLevel}; level{" "}
              {projection.projectedLevel} projected by test day
            </span>
          </Badge>
        ) : (
          <Badge variant="secondary" className="text-sm">
            Level {projection.currentLevel}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        {sentence ? (
          <>
            <Legend
              items={[
                { label: "Most likely", color },
                { label: "80% band", color: `color-mix(in oklch, ${color} 25%, transparent)` },
              ]}
            />
            <ChartFigure
              summary={sentence}
              caption={`${subject} projection by week: most likely score and 80% band`}
              columns={["Week of", "Most likely", "Low (10%)", "High (90%)"]}
              rows={rows.map((row) => [formatShortDate(row.date), row.median, row.low, row.high])}
            >
              <ResponsiveContainer width="100%" height="100%">
                <ComposedChart
                  data={rows}
                  margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
                  <XAxis {...dateAxis} />
                  <YAxis {...scoreAxisProps(axis)} />
                  <Tooltip
                    content={tooltipOf<(typeof rows)[number]>((row) => (
                      <>
                        <span className="font-semibold">{formatShortDate(row.date)}</span>
                        <span>Most likely {row.median}</span>
                        <span>
                          80% band {row.low}–{row.high}
                        </span>
                      </>
                    ))}
                  />
                  <Area
                    isAnimationActive={false}
                    type="monotone"
                    dataKey="band"
                    stroke="none"
                    fill={color}
                    fillOpacity={0.2}
                    activeDot={false}
                  />
                  <Line
                    isAnimationActive={false}
                    type="monotone"
                    dataKey="median"
                    stroke={color}
                    strokeWidth={2.5}
                    dot={false}
                  />
                </ComposedChart>
              </ResponsiveContainer>
            </ChartFigure>
            <p className="text-sm">{rateSentence(projection, hoursPerWeek)}</p>
          </>
        ) : (
          <p className="text-muted-foreground">
            {!projection.measured
              ? `No ${subject} estimate yet. The diagnostic or your first Daily Drop gives one, and the projection to test day appears here.`
              : daysUntilTest < 0
                ? "Your test date has passed, so there is nothing to project."
                : "No projection yet."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------
// Accuracy by skill

function SkillsCard({ bySkill }: { bySkill: PerformanceDetailed["bySkill"] }) {
  const groups = skillGroups(bySkill);
  return (
    <SectionCard
      title="Accuracy by skill"
      icon={Target}
      description="Every skill you have practiced, weakest first within each area."
    >
      {groups.length === 0 ? (
        <p className="text-muted-foreground">No answers yet.</p>
      ) : (
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          {groups.map((group) => (
            <section key={group.subject} className="grid min-w-0 content-start gap-4">
              <h3 className="text-base font-bold">{group.label}</h3>
              {group.domains.map((domain) => (
                <div key={domain.domain} className="grid min-w-0 gap-2">
                  <h4 className="text-sm font-semibold text-muted-foreground">{domain.label}</h4>
                  <ul className="grid gap-3">
                    {domain.skills.map((skill) => (
                      <li key={skill.skill} className="grid min-w-0 gap-1">
                        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                          <span className="min-w-0 font-medium first-letter:uppercase">
                            {skill.label}
                          </span>
                          <span className="text-muted-foreground tabular-nums">
                            {skillAccuracyText(skill)}
                          </span>
                        </div>
                        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                          <div
                            className="h-full rounded-full"
                            style={{
                              width: `${Math.round(skill.accuracy * 100)}%`,
                              background: SUBJECT_COLOR[group.subject],
                            }}
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}

// ---------------------------------------------------------------------------------------------
// XP per day

function XpCard({ xpByDay }: { xpByDay: PerformanceDetailed["xpByDay"] }) {
  return (
    <SectionCard title="XP per day" icon={Zap} description="XP earned on each day you practiced.">
      {xpByDay.length === 0 ? (
        <p className="text-muted-foreground">No XP earned yet.</p>
      ) : (
        <ChartFigure
          summary={xpSummary(xpByDay)}
          caption="XP earned per day"
          columns={["Date", "XP"]}
          rows={xpByDay.map((day) => [formatShortDate(day.date), day.xp])}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={[...xpByDay]}
              margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="date"
                tickFormatter={formatShortDate}
                tick={axisTick}
                stroke="var(--border)"
                minTickGap={16}
              />
              <YAxis tick={axisTick} stroke="var(--border)" width={40} allowDecimals={false} />
              <Tooltip
                cursor={{ fill: "var(--muted)" }}
                content={tooltipOf<PerformanceDetailed["xpByDay"][number]>((day) => (
                  <>
                    <span className="font-semibold">{formatShortDate(day.date)}</span>
                    <span>{day.xp} XP</span>
                  </>
                ))}
              />
              <Bar
                dataKey="xp"
                fill="var(--xp-foreground)"
                radius={[4, 4, 0, 0]}
                maxBarSize={32}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      )}
    </SectionCard>
  );
}

// ---------------------------------------------------------------------------------------------
// Pacing

function PacingCard({ pacing }: { pacing: PerformanceDetailed["pacing"] }) {
  const rows = SUBJECTS.flatMap((subject) => pacing.filter((row) => row.subject === subject));
  return (
    <SectionCard
      title="Pacing"
      icon={Clock}
      description="Your typical (median) time per question against the SAT's time per question: 32 minutes for 27 Reading and Writing questions, 35 minutes for 22 Math questions."
    >
      <Legend
        items={[
          { label: "Your median time", color: "var(--primary)" },
          { label: "SAT time per question", color: "var(--foreground)" },
        ]}
      />
      <ul className="grid gap-5">
        {rows.map((row) => (
          <PacingRow key={row.subject} pacing={row} />
        ))}
      </ul>
    </SectionCard>
  );
}

function PacingRow({ pacing }: { pacing: Pacing }) {
  const note = pacingNote(pacing);
  const median = pacing.medianSeconds;
  // The track spans the larger of the two, with room, so the budget mark stays visible.
  const span = Math.max(pacing.budgetSeconds * 1.5, median ?? 0);
  return (
    <li className="grid min-w-0 gap-2">
      <p className="font-medium">{pacingSentence(pacing)}</p>
      <div aria-hidden className="relative h-3 rounded-full bg-muted">
        {median !== null && pacing.answered > 0 && (
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: `${(median / span) * 100}%` }}
          />
        )}
        <div
          className="absolute -top-1 -bottom-1 w-0.5 rounded bg-foreground"
          style={{ left: `${(pacing.budgetSeconds / span) * 100}%` }}
        />
      </div>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
    </li>
  );
}
