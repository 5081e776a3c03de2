// The diagnostic screen (/diagnostic and /simple-diagnostic): the intro, then English and Math
// questions with a progress bar, the 2 s pause between them, and the estimated scores. The flow
// itself is the state machine in flow.ts; this screen shows its phase and sends it events. A
// student who already finished sees their results (the server resumes past finished subjects).
import { useEffect } from "react";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { Status } from "../../components/status.tsx";
import { useAuth } from "../../lib/auth.ts";
import {
  Failed,
  Intro,
  Lost,
  PleaseLogIn,
  QuestionView,
  Results,
  SubjectBreak,
} from "./diagnostic-views.tsx";
import { useDiagnosticFlow } from "./use-diagnostic-flow.ts";

export function DiagnosticScreen() {
  useDocumentTitle("Diagnostic Test");
  const { user } = useAuth();
  const [state, dispatch] = useDiagnosticFlow();
  const signedOut = user === null;
  const finished = user?.diagnosticCompleted === true;

  useEffect(() => {
    // The route shows visitors the landing, but a session can end while the screen is open.
    if (signedOut) dispatch({ type: "signed-out" });
    // Already done: straight to the results (the flow ignores this once it has begun).
    else if (finished) dispatch({ type: "begin" });
  }, [signedOut, finished, dispatch]);

  const submit = (answer: string, responseTime: number) =>
    dispatch({ type: "submit", answer, responseTime });

  switch (state.phase) {
    case "intro":
      if (signedOut) return <PleaseLogIn />;
      return finished ? (
        <Status kind="loading" text="Loading..." />
      ) : (
        <Intro
          resume={user?.diagnosticInProgress === true}
          onBegin={() => dispatch({ type: "begin" })}
        />
      );
    case "starting":
      return (
        <Status
          kind="loading"
          text={state.subject === "math" ? "Starting Math..." : "Loading..."}
        />
      );
    case "loading":
      return state.shown ? (
        <QuestionView
          subject={state.subject}
          answered={state.answered}
          question={state.shown}
          submitting={false}
          loading
          onSubmit={submit}
        />
      ) : (
        <Status kind="loading" text="Loading question..." />
      );
    case "question":
      return (
        <QuestionView
          subject={state.subject}
          answered={state.answered}
          question={state.question}
          submitting={state.submitting}
          loading={false}
          onSubmit={submit}
        />
      );
    case "between":
      return <SubjectBreak english={state.scores.english} />;
    case "finishing":
      return <Status kind="loading" text="Saving your results..." />;
    case "complete":
      return <Results scores={state.scores} englishBefore={state.englishBefore} />;
    case "failed":
      return <Failed step={state.step} onRetry={() => dispatch({ type: "retry" })} />;
    case "lost":
      return <Lost />;
    case "logged-out":
      return <PleaseLogIn />;
  }
}
