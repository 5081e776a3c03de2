// The goal score in the Parent View's Test Readiness card: the SAT total the student aims for,
// which readiness measures against. Shown as a line with a button; the button opens a small
// form (a number, Save, Cancel, and Remove when a goal is set). The rule is the decider's
// (domain/practice/goal-score.ts), checked here first so a typo is named before it is sent.
import { Target } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  GOAL_SCORE_MAX,
  GOAL_SCORE_MIN,
  GOAL_SCORE_STEP,
  goalScoreProblem,
} from "../../../domain/practice/goal-score.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { useSetGoalScore } from "./queries.ts";

const RANGE = `${GOAL_SCORE_MIN}–${GOAL_SCORE_MAX.toLocaleString("en-US")}`;

/** The problem with what was typed, in words for the field; null when it can be sent. */
export function goalInputProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return "Enter a goal score.";
  const problem = goalScoreProblem(Number(text));
  return problem === null ? null : `The goal score ${problem}.`;
}

export function GoalScore({ goalScore }: { goalScore: number | null }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return <GoalScoreForm goalScore={goalScore} onDone={() => setEditing(false)} />;
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
      <p className="flex items-center gap-1.5 text-sm">
        <Target className="size-4 shrink-0 text-primary" aria-hidden />
        {goalScore === null ? (
          <span className="text-muted-foreground">No goal score set</span>
        ) : (
          <span>
            Goal score <strong className="tabular-nums">{goalScore.toLocaleString("en-US")}</strong>
          </span>
        )}
      </p>
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        {goalScore === null ? "Set a goal score" : "Change goal"}
      </Button>
    </div>
  );
}

function GoalScoreForm({ goalScore, onDone }: { goalScore: number | null; onDone: () => void }) {
  const [typed, setTyped] = useState(goalScore === null ? "" : String(goalScore));
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const save = useSetGoalScore();
  const send = (goal: number | null) => save.mutate(goal, { onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = goalInputProblem(typed);
    setShownProblem(problem);
    if (problem === null) send(Number(typed.trim()));
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t pt-3">
      <Field
        label="Goal score"
        hint={`The SAT total to aim for: ${RANGE}, in steps of ${GOAL_SCORE_STEP}.`}
        error={shownProblem}
        type="number"
        inputMode="numeric"
        name="goalScore"
        min={GOAL_SCORE_MIN}
        max={GOAL_SCORE_MAX}
        step={GOAL_SCORE_STEP}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save goal"}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        {goalScore !== null && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="ml-auto text-destructive"
            onClick={() => send(null)}
            disabled={save.isPending}
          >
            Remove goal
          </Button>
        )}
      </div>
    </form>
  );
}
