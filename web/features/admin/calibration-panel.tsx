// The admin screen's Calibration panel: the threshold in words, a "Calibrate items" button
// (confirmed in a dialog; POST /api/admin/calibrate) whose result is shown under it, the latest
// run, and the items whose fit is flagged with their parameters before and after (GET
// /api/admin/calibration). The parts below the panel are given only what they show, so the tests
// render them alone.
import { skillLabel } from "../../components/question-card/card-model.ts";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Scale } from "lucide-react";
import { useState } from "react";
import type {
  CalibrationRun,
  CalibrationSummary,
  FlaggedItem,
} from "../../../api/schemas/calibration.ts";
import { QueryStatus } from "../../components/status.tsx";
import { TableScroll } from "../../components/table-scroll.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.tsx";
import { cn } from "../../lib/cn.ts";
import { AdminSection } from "./admin-parts.tsx";
import { adminQueries, useCalibrate } from "./queries.ts";

export function CalibrationPanel() {
  const summary = useQuery(adminQueries.calibration());
  const calibrate = useCalibrate();
  const [open, setOpen] = useState(false);
  const start = () => calibrate.mutate(undefined, { onSuccess: () => setOpen(false) });
  return (
    <AdminSection
      title="Calibration"
      description="Re-estimates each question's discrimination, difficulty and guessing from students' answers (marginal maximum likelihood on the 3PL model), starting from the authored values. The diagnostic and the Daily Drop then use the new values."
    >
      <QueryStatus
        read={summary}
        size="inline"
        loadingText="Loading the calibration..."
        errorTitle="We couldn't load the calibration."
      >
        {(data) => (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">{thresholdText(data)}</p>
            <div className="flex flex-wrap items-center gap-3">
              <Dialog open={open} onOpenChange={setOpen}>
                <DialogTrigger asChild>
                  <Button disabled={calibrate.isPending}>
                    <Scale aria-hidden />
                    {calibrate.isPending ? "Calibrating..." : "Calibrate items"}
                  </Button>
                </DialogTrigger>
                <DialogContent>
                  <div className="grid gap-2 pr-6">
                    <DialogTitle>Calibrate the items now?</DialogTitle>
                    <DialogDescription>
                      Every question with at least {data.minResponses} answers gets new parameters
                      from the answers so far. It can take a minute.
                    </DialogDescription>
                  </div>
                  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <DialogClose asChild>
                      <Button variant="outline">Cancel</Button>
                    </DialogClose>
                    <Button onClick={start} disabled={calibrate.isPending}>
                      {calibrate.isPending ? "Calibrating..." : "Calibrate"}
                    </Button>
                  </div>
                </DialogContent>
              </Dialog>
              <LatestRun summary={data} />
            </div>
            {calibrate.data && <RunResult run={calibrate.data} />}
            <FlaggedTable items={data.flagged} />
          </div>
        )}
      </QueryStatus>
    </AdminSection>
  );
}

/** The rules in words: how many answers an item needs, and when its fit is flagged. */
export function thresholdText(summary: Pick<CalibrationSummary, "minResponses" | "rmsdFlag">) {
  const points = Math.round(summary.rmsdFlag * 100);
  return `A question is calibrated once it has at least ${summary.minResponses} answers; until then it keeps its authored values. A question is flagged when its answers stray from the model's prediction by more than ${points} percentage points on average (RMSD above ${summary.rmsdFlag}): look at its key and wording.`;
}

function LatestRun({ summary }: { summary: CalibrationSummary }) {
  if (!summary.latest) {
    return <p className="text-sm text-muted-foreground">No calibration has been recorded yet.</p>;
  }
  const when = new Date(summary.latest.calibratedAt).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return (
    <p className="text-sm text-muted-foreground">
      Last recorded: {when} UTC, {summary.latest.calibrated} questions, {summary.latest.flagged}{" "}
      flagged. {summary.calibratedItems} questions calibrated in all.
    </p>
  );
}

/** What the run just started did. */
export function RunResult({ run }: { run: CalibrationRun }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm sm:p-4"
    >
      <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        {run.calibrated === 0
          ? "Nothing to calibrate: no question has new values."
          : `${run.calibrated} questions calibrated, ${run.flagged} flagged.`}{" "}
        {run.skipped} skipped (fewer than {run.minResponses} answers). Took{" "}
        {(run.durationMs / 1000).toFixed(1)} s.
      </span>
    </p>
  );
}

const params = (p: FlaggedItem["before"]) =>
  `a ${p.a.toFixed(2)} · b ${p.b.toFixed(2)} · c ${p.c.toFixed(2)}`;

/** The flagged table's columns; the numbers are right-aligned. */
const columns: readonly { label: string; numeric?: boolean }[] = [
  { label: "Question" },
  { label: "Skill" },
  { label: "Authored" },
  { label: "Calibrated" },
  { label: "RMSD", numeric: true },
  { label: "Answers", numeric: true },
];

/** The flagged items: id, subject, skill, parameters before and after, RMSD and answers. */
export function FlaggedTable({ items }: { items: readonly FlaggedItem[] }) {
  if (items.length === 0) {
    return <p className="text-sm">No question is flagged.</p>;
  }
  return (
    <TableScroll label="Questions flagged for a bad fit">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Questions flagged for a bad fit</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {columns.map(({ label, numeric }) => (
              <th
                key={label}
                scope="col"
                className={cn("px-3 py-2 font-medium", numeric && "text-right")}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-normal">
                {item.id}
                <span className="block font-sans text-muted-foreground capitalize">
                  {item.subject}
                </span>
              </th>
              <td className="px-3 py-2">{skillLabel(item.skill)}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{params(item.before)}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{params(item.after)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{item.rmsd.toFixed(3)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {item.n.toLocaleString("en-US")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
