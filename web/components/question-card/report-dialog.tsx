// "Report a problem" on the question card (the Daily Drop and Practice Mode): a small link-button
// that opens a dialog with the four reasons, an optional note with a live "n/500" counter, and
// Submit / Cancel. A sent report thanks the student with a toast; a refusal (a note over 500
// characters, a link, a rude word, a second report of the same question) shows the server's
// sentence in the dialog, which stays open so the note can be fixed.
import { useMutation } from "@tanstack/react-query";
import { Flag, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import type { ReportCreated } from "../../../api/schemas/reports.ts";
import { apiRequest, errorText } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "../ui/dialog.tsx";
import { toast } from "../ui/use-toast.ts";
import {
  canSendReport,
  noteCounter,
  noteLength,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_THANKS,
  reportBody,
  type ReportReason,
} from "./report-model.ts";

export function ReportQuestion({ questionId }: { questionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-8 px-1 text-xs text-muted-foreground">
          <Flag aria-hidden />
          Report a problem
        </Button>
      </DialogTrigger>
      {open && <ReportForm questionId={questionId} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function ReportForm({ questionId, onDone }: { questionId: string; onDone: () => void }) {
  return (
    <DialogContent aria-describedby={undefined}>
      <DialogTitle>Report a problem</DialogTitle>
      <DialogDescription>
        Tell us what is wrong with this question. An administrator will look at it.
      </DialogDescription>
      <ReportFields questionId={questionId} onDone={onDone} />
    </DialogContent>
  );
}

/** The dialog's form: the reasons, the note and its counter, the server's refusal, the buttons. */
export function ReportFields({ questionId, onDone }: { questionId: string; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState("");
  const noteId = useId();
  const counterId = useId();
  const errorId = useId();
  const send = useMutation({
    mutationFn: (body: ReturnType<typeof reportBody>) =>
      apiRequest<ReportCreated>(
        "POST",
        `/api/questions/${encodeURIComponent(questionId)}/report`,
        body,
      ),
    onSuccess: () => {
      toast({ title: REPORT_THANKS });
      onDone();
    },
    meta: { handlesError: true },
  });
  const over = noteLength(text) > REPORT_NOTE_MAX;

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason && canSendReport(reason, text)) send.mutate(reportBody(reason, text));
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">What is the problem?</legend>
        {REPORT_REASONS.map((r) => (
          <label
            key={r.value}
            className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-secondary"
          >
            <input
              type="radio"
              name="reason"
              value={r.value}
              checked={reason === r.value}
              onChange={() => setReason(r.value)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {r.label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium">
          Anything else? <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <textarea
          id={noteId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          aria-describedby={`${counterId}${send.isError ? ` ${errorId}` : ""}`}
          aria-invalid={over || undefined}
          className="w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <p
          id={counterId}
          aria-live="polite"
          className={cn(
            "justify-self-end text-xs tabular-nums",
            over ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          {noteCounter(text)}
        </p>
      </div>
      {send.isError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {errorText(send.error)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSendReport(reason, text) || send.isPending}>
          {send.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          Submit
        </Button>
      </div>
    </form>
  );
}
