// The Daily Drop screen (/daily-drop): today's five questions with the streak and XP badges, a
// progress bar, the tip of the day on the first question until it is answered, the English and
// Math levels, the question card with Skip, the feedback after
// each answer, and 'Daily Drop Complete!' at the end. The flow itself is the state machine in
// flow.ts; this screen shows its phase and sends it events. A reload resumes at the first
// unanswered question (the server returns each question's result once answered). Offline, an
// answer is saved on the device and shows as saved until the queue is sent (flow.ts).
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { Status } from "../../components/status.tsx";
import { useAuth } from "../../lib/auth.ts";
import { dailyDropQueries } from "../../lib/queries.ts";
import { correctCount, screenStats } from "./daily-drop-model.ts";
import { Narrow } from "../../components/screen-parts.tsx";
import { Complete, SavedSummary } from "./drop-complete.tsx";
import { DropHeader, LevelCards } from "./drop-header.tsx";
import { DayOver, Failed, PleaseLogIn, Unavailable } from "./drop-problems.tsx";
import { QuestionStep } from "./question-step.tsx";
import { DropTip } from "./drop-tip.tsx";
import { answeredCount, isLastQuestion, savedOnScreen, showsTip } from "./flow-progress.ts";
import { type FlowState } from "./flow-state.ts";
import { newIdempotencyKey } from "./queries.ts";
import { useDailyDropFlow } from "./use-daily-drop-flow.ts";

const loadingText: Record<Extract<FlowState, { phase: "loading" }>["reason"], string> = {
  start: "Loading today's questions...",
  finish: "Finishing your Daily Drop...",
  resync: "Loading...",
};

export function DailyDropScreen() {
  useDocumentTitle("Daily Drop");
  const { user } = useAuth();
  const signedOut = user === null;
  const [state, dispatch] = useDailyDropFlow();
  const progress = useQuery({ ...dailyDropQueries.progress(), enabled: !signedOut });

  useEffect(() => {
    // The route shows visitors the landing, but a session can end while the screen is open.
    dispatch(signedOut ? { type: "signed-out" } : { type: "open" });
  }, [signedOut, dispatch]);

  const totals = "totals" in state ? state.totals : null;
  const stats = screenStats(progress.data, totals, user);
  const retry = () => dispatch({ type: "retry" });

  switch (state.phase) {
    case "idle":
      return signedOut ? <PleaseLogIn /> : <Status kind="loading" text={loadingText.start} />;
    case "loading":
      return <Status kind="loading" text={loadingText[state.reason]} />;
    case "question": {
      const question = state.questions[state.index]!;
      return (
        <Narrow wide>
          <DropHeader
            stats={stats}
            position={state.index + 1}
            answered={answeredCount(state.questions, state.pending)}
            total={state.questions.length}
          />
          <LevelCards levels={stats.levels} />
          <QuestionStep
            question={question}
            submitting={state.submitting !== null}
            feedback={state.feedback}
            saved={savedOnScreen(state)}
            isLast={isLastQuestion(state)}
            onSubmit={(answer, responseTime) =>
              dispatch({ type: "submit", answer, responseTime, key: newIdempotencyKey() })
            }
            onSkip={(responseTime) =>
              dispatch({ type: "skip", responseTime, key: newIdempotencyKey() })
            }
            onNext={() => dispatch({ type: "next" })}
          />
          {/* Below the question: the question is what the student came for (on a phone it stays
              in the first screen), and the tip arriving after it moves nothing above it. */}
          {showsTip(state) && <DropTip />}
        </Narrow>
      );
    }
    case "complete":
      return (
        <Complete
          stats={stats}
          answered={answeredCount(state.questions)}
          total={state.questions.length}
          correct={correctCount(state.questions)}
        />
      );
    case "saved":
      return <SavedSummary total={state.questions.length} saved={state.pending.length} />;
    case "day-over":
      return <DayOver day={state.day} saved={state.pending.length} onRetry={retry} />;
    case "unavailable":
      return <Unavailable message={state.message} onRetry={retry} />;
    case "failed":
      return <Failed message={state.message} onRetry={retry} />;
    case "logged-out":
      return <PleaseLogIn />;
  }
}
