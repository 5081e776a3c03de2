// The Student View: estimated score and level over time, the projection to the test date as a
// fan (median and 80% band) per subject, accuracy by skill, XP per day and pacing against the
// SAT's per-question budgets, one file per card in cards/. Its charts (recharts, through the
// chart kit in components/chart/) make it its own lazy chunk, so the Parent View never
// downloads them. Every chart is drawn for the eye (aria-hidden) and comes with a sentence and a
// table that say the same for a screen reader.
import type { PerformanceDetailed, Projections } from "../../../api/schemas/practice.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { HistoryCard } from "./cards/history-card.tsx";
import { PacingCard } from "./cards/pacing-card.tsx";
import { ProjectionCard } from "./cards/projection-card.tsx";
import { SkillsCard } from "./cards/skills-card.tsx";
import { XpCard } from "./cards/xp-card.tsx";
import { EmptyPractice } from "./progress-parts.tsx";
import { daysUntilTestText, hasPractice, SUBJECTS } from "./progress-model.ts";

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
