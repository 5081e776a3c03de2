// Practice Mode (/practice): a focused set of five questions outside the Daily Drop. The address
// says what to practise (`?rec=<recommendationId>&domain=<domain>&skill=<skill>`, from a study
// recommendation's Start) or nothing (the dashboard's Practice Mode once the day's drop is done:
// the server picks the area where practice pays most). The screen starts the set once (or the
// server resumes today's unfinished one), shows each question with the shared question card,
// the feedback with the XP and why, and a summary at the end.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useSearch } from "wouter";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { Status } from "../../components/status.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { ApiError, errorText } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { firstOpenIndex, startBodyFrom, type Letter } from "./practice-model.ts";
import {
  FocusedQuestionStep,
  Narrow,
  PleaseLogIn,
  PracticeComplete,
  PracticeHeader,
  PracticeProblem,
} from "./practice-views.tsx";
import {
  practiceCalls,
  practiceQueries,
  refreshAfterFocusedAnswer,
  setAfterAnswer,
} from "./queries.ts";
import type { FocusedSetView } from "../../../api/schemas/practice.ts";

export function PracticeScreen() {
  useDocumentTitle("Practice Mode");
  const { user } = useAuth();
  const search = useSearch();
  const body = useMemo(() => startBodyFrom(search), [search]);
  const queryClient = useQueryClient();
  const key = practiceQueries.started(body);
  const started = useQuery({
    queryKey: key,
    queryFn: () => practiceCalls.start(body),
    enabled: user !== null,
    // Starting is a POST: once per visit. The set lives in the cache while the screen is open
    // (answers patch it) and is dropped when it closes, so the next visit starts afresh.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { handlesError: true },
  });
  const [index, setIndex] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (user === null) return <PleaseLogIn />;
  if (started.isPending) return <Status kind="loading" text="Getting your practice set ready..." />;
  if (started.isError) {
    const error = started.error;
    if (error instanceof ApiError && error.status === 401) return <PleaseLogIn />;
    const server = error instanceof ApiError && error.status < 500;
    return (
      <PracticeProblem
        title="Couldn't start a practice set"
        message={errorText(error)}
        onRetry={server ? undefined : () => void started.refetch()}
      />
    );
  }
  const set = started.data;
  const at = index ?? firstOpenIndex(set);
  if (at >= set.questions.length) return <PracticeComplete set={set} />;
  const question = set.questions[at]!;

  function send(answer: Letter | null, responseTime: number) {
    if (submitting) return;
    setSubmitting(true);
    const questionId = question.id;
    const skipped = answer === null;
    practiceCalls
      .answer(
        set.setId,
        { questionId, userAnswer: answer ?? "", responseTime, isSkipped: skipped },
        newIdempotencyKey(),
      )
      .then(
        (result) => {
          queryClient.setQueryData<FocusedSetView>(key, (current) =>
            current ? setAfterAnswer(current, questionId, result) : current,
          );
          refreshAfterFocusedAnswer(queryClient, result);
          setIndex(at);
        },
        (error: unknown) => {
          toast({
            title: "Your answer wasn't saved",
            description: errorText(error),
            variant: "destructive",
          });
        },
      )
      .finally(() => setSubmitting(false));
  }

  return (
    <Narrow wide>
      <PracticeHeader set={set} position={at + 1} totalXP={user?.totalXP ?? 0} />
      <FocusedQuestionStep
        question={question}
        submitting={submitting}
        isLast={at === set.questions.length - 1}
        onSubmit={(answer, elapsed) => send(answer, elapsed)}
        onSkip={(elapsed) => send(null, elapsed)}
        onNext={() => {
          setIndex(at + 1);
          window.scrollTo({ top: 0 });
        }}
      />
    </Narrow>
  );
}
