// The admin screen's Question reports panel: the open reports, oldest first, each with its
// question (stem, choices with the key marked, explanation), how students do on it (attempts,
// % correct), the reason, the student's note, whether they had answered, and how many open reports
// the question has; and three actions: Retire (the question is never served again; every open
// report of it is resolved), Revise (an inline editor of the stem, choices, answer and
// explanation) and Dismiss. The server's refusal (a revision that breaks the item, a report
// resolved meanwhile) is shown on the report. Reporters are never named.
import { skillLabel } from "../../components/question-card/card-model.ts";
import { useQuery } from "@tanstack/react-query";
import { Ban, Check, LoaderCircle, Pencil, X } from "lucide-react";
import { useId, useState } from "react";
import type { QueuedReport, ResolveBody, RevisedContent } from "../../../api/schemas/reports.ts";
import { letters, sectionNames } from "../../../domain/questions/item.ts";
import { MathText } from "../../components/question-card/math.tsx";
import { QueryStatus } from "../../components/status.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { errorText } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { AdminSection } from "./admin-parts.tsx";
import { reportQueries, useResolveReport } from "./reports-queries.ts";

export function ReportsPanel() {
  const reports = useQuery(reportQueries.open());
  return (
    <AdminSection
      title="Question reports"
      description="Problems students reported with questions, oldest first. Retire a question to stop serving it, revise its text, or dismiss the report."
    >
      <QueryStatus
        read={reports}
        size="inline"
        loadingText="Loading the reports..."
        errorTitle="We couldn't load the question reports."
      >
        {(rows) => <ReportList reports={rows} />}
      </QueryStatus>
    </AdminSection>
  );
}

export function ReportList({ reports }: { reports: readonly QueuedReport[] }) {
  if (reports.length === 0) {
    return <p className="text-sm text-muted-foreground">No open reports.</p>;
  }
  return (
    <ul className="grid gap-4" aria-label="Open question reports">
      {reports.map((report) => (
        <li key={report.reportId}>
          <ReportItem report={report} />
        </li>
      ))}
    </ul>
  );
}

const reportedOn = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }) + " UTC";

function ReportItem({ report }: { report: QueuedReport }) {
  const [editing, setEditing] = useState(false);
  const resolve = useResolveReport();
  const q = report.question;
  const run = (body: ResolveBody) =>
    resolve.mutate(
      { reportId: report.reportId, body },
      {
        onSuccess: () => setEditing(false),
      },
    );
  const headingId = useId();

  return (
    <article
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 overflow-hidden rounded-lg border p-3 sm:p-4"
      data-testid="question-report"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {report.reasonLabel}
        </h3>
        <p className="w-full min-w-0 text-xs break-words text-muted-foreground">
          {q.id} · {sectionNames[q.subject]} · {skillLabel(q.skill)} · Level {q.level}
        </p>
        {report.openReportsForQuestion > 1 && (
          <Badge>{report.openReportsForQuestion} open reports</Badge>
        )}
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Fact term="Reported">{reportedOn(report.reportedAt)}</Fact>
        <Fact term="Answered first">{report.answered ? "Yes" : "No"}</Fact>
        <Fact term="Attempts">{report.stats.attempts}</Fact>
        <Fact term="% correct">
          {report.stats.percentCorrect === null ? "–" : `${report.stats.percentCorrect}%`}
        </Fact>
      </dl>
      <blockquote className="rounded-md bg-muted/60 px-3 py-2 text-sm whitespace-pre-line">
        {report.text ?? <span className="text-muted-foreground">No note.</span>}
      </blockquote>

      {editing ? (
        <RevisionEditor
          report={report}
          pending={resolve.isPending}
          onCancel={() => setEditing(false)}
          onSave={(question) => run({ action: "revise", question })}
        />
      ) : (
        <QuestionPreview report={report} />
      )}

      {resolve.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorText(resolve.error)}
        </p>
      )}
      {!editing && (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="destructive"
            disabled={resolve.isPending}
            onClick={() => run({ action: "retire" })}
          >
            {resolve.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <Ban aria-hidden />
            )}
            Retire
          </Button>
          <Button variant="outline" disabled={resolve.isPending} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Revise
          </Button>
          <Button
            variant="outline"
            disabled={resolve.isPending}
            onClick={() => run({ action: "dismiss" })}
          >
            <X aria-hidden />
            Dismiss
          </Button>
        </div>
      )}
    </article>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function QuestionPreview({ report }: { report: QueuedReport }) {
  const q = report.question;
  return (
    <div className="grid min-w-0 gap-2 text-sm">
      {q.passage && (
        <p className="line-clamp-4 border-l-4 border-primary/40 pl-3 text-muted-foreground">
          <MathText text={q.passage} />
        </p>
      )}
      <p className="font-semibold whitespace-pre-line">
        <MathText text={q.stem} />
      </p>
      <ol className="grid gap-1">
        {q.choices.map((choice, i) => (
          <li
            key={letters[i]}
            className={cn(
              "flex gap-2 rounded px-2 py-1",
              letters[i] === q.answer && "bg-secondary font-medium",
            )}
          >
            <span className="font-semibold">{letters[i]}.</span>
            <span className="min-w-0 break-words">
              <MathText text={choice} />
            </span>
            {letters[i] === q.answer && (
              <span className="ml-auto inline-flex items-center gap-1 text-xs">
                <Check className="size-3.5" aria-hidden />
                Key
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className="text-muted-foreground">
        <span className="font-medium text-foreground">Explanation: </span>
        <MathText text={q.explanation} />
      </p>
    </div>
  );
}

export function RevisionEditor({
  report,
  pending,
  onSave,
  onCancel,
}: {
  report: QueuedReport;
  pending: boolean;
  onSave: (question: RevisedContent) => void;
  onCancel: () => void;
}) {
  const q = report.question;
  const [stem, setStem] = useState(q.stem);
  const [choices, setChoices] = useState<[string, string, string, string]>([
    q.choices[0] ?? "",
    q.choices[1] ?? "",
    q.choices[2] ?? "",
    q.choices[3] ?? "",
  ]);
  const [answer, setAnswer] = useState(q.answer);
  const [explanation, setExplanation] = useState(q.explanation);
  const id = useId();
  const area =
    "w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <form
      className="grid gap-3"
      aria-label="Revise the question"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ stem, choices, answer, explanation });
      }}
    >
      <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-stem`}>
        Question
        <textarea
          id={`${id}-stem`}
          className={area}
          rows={3}
          value={stem}
          onChange={(e) => setStem(e.target.value)}
        />
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Choices (select the key)</legend>
        {letters.map((letter, i) => (
          <div key={letter} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-answer`}
              aria-label={`${letter} is the key`}
              checked={answer === letter}
              onChange={() => setAnswer(letter)}
              className="size-4"
            />
            <span className="w-4 text-sm font-semibold">{letter}</span>
            <Input
              aria-label={`Choice ${letter}`}
              value={choices[i]}
              onChange={(e) =>
                setChoices((old) => {
                  const next: [string, string, string, string] = [...old];
                  next[i] = e.target.value;
                  return next;
                })
              }
            />
          </div>
        ))}
      </fieldset>
      <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-explanation`}>
        Explanation
        <textarea
          id={`${id}-explanation`}
          className={area}
          rows={3}
          value={explanation}
          onChange={(e) => setExplanation(e.target.value)}
        />
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <LoaderCircle className="animate-spin" aria-hidden />}
          Save revision
        </Button>
      </div>
    </form>
  );
}
