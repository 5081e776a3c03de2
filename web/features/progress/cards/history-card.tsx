// Level and estimated score over time: the latest score and level per subject, and their
// history as a line chart (a sentence and a table say the same for a screen reader).
import { LineChart as LineChartIcon } from "lucide-react";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFigure } from "../../../components/chart/chart-figure.tsx";
import { tooltipOf } from "../../../components/chart/chart-tooltip.tsx";
import { Legend } from "../../../components/chart/legend.tsx";
import { chartMargin, gridProps, subjectColor } from "../../../components/chart/theme.ts";
import { subjectLabel } from "../../../components/question-card/card-model.ts";
import { StatGrid, type Stat } from "../../../components/stat-grid.tsx";
import {
  formatShortDate,
  historySummary,
  levelLabel,
  scoreAxis,
  SUBJECTS,
  type AbilityPoint,
  type Subject,
} from "../progress-model.ts";
import { SectionCard } from "./section-card.tsx";
import { scoreAxes } from "./score-axes.ts";
import { SUBJECT_ICON } from "./subjects.ts";

export function HistoryCard({ history }: { history: readonly AbilityPoint[] }) {
  const latest = history.at(-1);
  const axes = scoreAxes(
    scoreAxis(history.flatMap((point) => [point.englishScore, point.mathScore])),
  );
  return (
    <SectionCard
      title="Your level and estimated score"
      icon={LineChartIcon}
      description="Your estimated SAT section scores at the end of each day you practiced."
    >
      {latest ? (
        <>
          <StatGrid
            variant="muted"
            dense
            stats={[
              current("english", latest.englishScore, latest.englishLevel),
              current("math", latest.mathScore, latest.mathLevel),
            ]}
          />
          <Legend
            items={SUBJECTS.map((subject) => ({
              label: subjectLabel(subject),
              color: subjectColor[subject],
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
            <LineChart data={[...history]} margin={chartMargin} accessibilityLayer={false}>
              <CartesianGrid {...gridProps} />
              <XAxis {...axes.x} />
              <YAxis {...axes.y} />
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
                  stroke={subjectColor[subject]}
                  strokeWidth={2.5}
                  dot={history.length <= 20 ? { r: 3, fill: subjectColor[subject] } : false}
                />
              ))}
            </LineChart>
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

/** The latest score and level of one subject, as a tile. */
function current(subject: Subject, score: number, level: number): Stat {
  return {
    label: subjectLabel(subject),
    icon: SUBJECT_ICON[subject],
    value: String(score),
    note: (
      <span className="text-sm">
        Level {level} · {levelLabel(level)}
      </span>
    ),
  };
}
