// The projection to the test date for one subject: the median line over its 80% band (a fan),
// with a sentence giving the median and band at the test date and how the growth rate was
// obtained. Unmeasured, or with the test date passed, it says why there is no fan.
import { Area, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFigure } from "../../../components/chart/chart-figure.tsx";
import { tooltipOf } from "../../../components/chart/chart-tooltip.tsx";
import { Legend } from "../../../components/chart/legend.tsx";
import { chartMargin, gridProps, subjectColor } from "../../../components/chart/theme.ts";
import { subjectLabel } from "../../../components/question-card/card-model.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import {
  fanRows,
  formatShortDate,
  projectionSentence,
  rateSentence,
  scoreAxis,
  type SubjectProjection,
} from "../progress-model.ts";
import { scoreAxes } from "./score-axes.ts";
import { SUBJECT_ICON } from "./subjects.ts";

export function ProjectionCard({
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
  const color = subjectColor[projection.subject];
  const Icon = SUBJECT_ICON[projection.subject];
  const rows = fanRows(projection.fan);
  // Unmeasured, the estimate is the population's: no score or projection is shown as the student's.
  const sentence = projection.measured ? projectionSentence(projection, testDate) : null;
  const axes = scoreAxes(scoreAxis(rows.flatMap((row) => [row.low, row.high])));
  return (
    <Card className="min-w-0" data-testid={`fan-chart-${projection.subject}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <div className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden />
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
              <ComposedChart data={rows} margin={chartMargin} accessibilityLayer={false}>
                <CartesianGrid {...gridProps} />
                <XAxis {...axes.x} />
                <YAxis {...axes.y} />
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
