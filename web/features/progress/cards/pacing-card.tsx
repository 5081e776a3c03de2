// Pacing: the median time per question in each subject against the SAT's time per question, as
// a track with the budget marked, and a sentence that says the same.
import { Clock } from "lucide-react";
import type { PerformanceDetailed } from "../../../../api/schemas/practice.ts";
import { Legend } from "../../../components/chart/legend.tsx";
import { chartColors } from "../../../components/chart/theme.ts";
import { pacingNote, pacingSentence, SUBJECTS, type Pacing } from "../progress-model.ts";
import { SectionCard } from "./section-card.tsx";

export function PacingCard({ pacing }: { pacing: PerformanceDetailed["pacing"] }) {
  const rows = SUBJECTS.flatMap((subject) => pacing.filter((row) => row.subject === subject));
  return (
    <SectionCard
      title="Pacing"
      icon={Clock}
      description="Your typical (median) time per question against the SAT's time per question: 32 minutes for 27 Reading and Writing questions, 35 minutes for 22 Math questions."
    >
      <Legend
        items={[
          { label: "Your median time", color: chartColors.primary },
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
