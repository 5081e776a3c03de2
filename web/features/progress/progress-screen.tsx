// The Progress screen (/progress): a Student View / Parent View toggle (kept in the URL as
// `?view=parent`, so a parent can bookmark their view). Each view loads its own data when shown;
// the Student View's charts (recharts) are a separate chunk, fetched alongside its data. An "As
// of" date picker in the header shows either view as it stood at the end of a past day (time
// travel: `?asOf=yyyy-MM-dd` in the URL and on every read), under a banner with the way back.
import { useQuery } from "@tanstack/react-query";
import { ChartLine, History } from "lucide-react";
import { lazy, Suspense, useEffect, useId } from "react";
import { useLocation, useSearch } from "wouter";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { QueryStatus, Status } from "../../components/status.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { ParentView } from "./parent-view.tsx";
import type { AsOfRange } from "../../../api/schemas/practice.ts";
import {
  asOfOf,
  asOfTitle,
  searchFor,
  searchForAsOf,
  viewOf,
  type ProgressView,
} from "./progress-model.ts";
import { progressQueries } from "../../lib/queries.ts";
import { studentViewQueries } from "./queries.ts";

const loadStudentView = () => import("./student-view.tsx");
const StudentView = lazy(async () => ({ default: (await loadStudentView()).StudentView }));

export function ProgressScreen() {
  useDocumentTitle("Student Progress");
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = viewOf(search);
  const range = useQuery(progressQueries.asOfRange());
  const asOf = asOfOf(search, range.data?.today);
  const show = (next: string) =>
    navigate(`${location}${searchFor(next as ProgressView, search)}`, { replace: true });
  const showAsOf = (day: string | undefined) =>
    navigate(`${location}${searchForAsOf(day, search)}`, { replace: true });
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 px-4 py-8 sm:px-6">
      <ScreenHeader
        icon={ChartLine}
        title="Student Progress"
        lead="Where you are, where you're heading by test day, and how this week went."
      />
      <AsOfPicker range={range.data} asOf={asOf} onChange={showAsOf} />
      {asOf && <AsOfBanner day={asOf} onBack={() => showAsOf(undefined)} />}
      <Tabs value={view} onValueChange={show} className="grid min-w-0 gap-2">
        <TabsList aria-label="Progress view" className="justify-self-center">
          <TabsTrigger value="student" className="px-4 sm:px-6">
            Student View
          </TabsTrigger>
          <TabsTrigger value="parent" className="px-4 sm:px-6">
            Parent View
          </TabsTrigger>
        </TabsList>
        <TabsContent value="student" className="min-w-0">
          <StudentPanel asOf={asOf} />
        </TabsContent>
        <TabsContent value="parent" className="min-w-0">
          <ParentPanel asOf={asOf} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

const loading = "Loading your progress...";
const failed = "We couldn't load your progress";

/**
 * "As of": a native date input from the day the account was created to today. Today (or an
 * empty field) is the normal view; a day outside the range is not asked for.
 */
export function AsOfPicker({
  range,
  asOf,
  onChange,
}: {
  range: AsOfRange | undefined;
  asOf: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-center gap-2">
      <Label htmlFor={id}>As of</Label>
      <Input
        id={id}
        name="asOf"
        type="date"
        className="w-auto"
        min={range?.from}
        max={range?.today}
        value={asOf ?? range?.today ?? ""}
        disabled={!range}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const day = event.target.value;
          if (!range || !day || day === range.today) return onChange(undefined);
          if (day >= range.from && day < range.today) onChange(day);
        }}
      />
      <span id={`${id}-hint`} className="sr-only">
        Pick a past day to see your progress as it stood at the end of that day.
      </span>
    </div>
  );
}

/** Over progress seen as of a past day: which day, and the way back to today. */
export function AsOfBanner({ day, onBack }: { day: string; onBack: () => void }) {
  return (
    <section
      aria-label="Past progress"
      className="mb-6 flex flex-wrap items-center justify-center gap-3 rounded-xl border border-primary/40 bg-secondary px-4 py-3 text-center"
    >
      <History className="size-5 text-primary" aria-hidden />
      <p className="font-semibold" role="status">
        {asOfTitle(day)}
      </p>
      <Button variant="outline" size="sm" onClick={onBack}>
        Back to today
      </Button>
    </section>
  );
}

/** GET /api/progress/detailed (as of a day, or today), then the Parent View. */
export function ParentPanel({ asOf }: { asOf?: string | undefined }) {
  const progress = useQuery(progressQueries.detailed(asOf));
  return (
    <QueryStatus read={progress} loadingText={loading} errorTitle={failed}>
      {(data) => <ParentView progress={data} goalEditable={asOf === undefined} />}
    </QueryStatus>
  );
}

/** GET performance-detailed and projections (as of a day, or today), then the Student View. */
export function StudentPanel({ asOf }: { asOf?: string | undefined }) {
  const performance = useQuery(studentViewQueries.performance(asOf));
  const projections = useQuery(studentViewQueries.projections(asOf));
  useEffect(() => {
    // Fetch the charts' chunk while the data is on its way, not after.
    void loadStudentView();
  }, []);
  const both = {
    data:
      performance.data && projections.data
        ? { performance: performance.data, projections: projections.data }
        : undefined,
    error: performance.error ?? projections.error,
    refetch: () => {
      if (performance.error) void performance.refetch();
      if (projections.error) void projections.refetch();
    },
  };
  return (
    <QueryStatus read={both} loadingText={loading} errorTitle={failed}>
      {(data) => (
        <Suspense fallback={<Status kind="loading" size="panel" text={loading} />}>
          <StudentView performance={data.performance} projections={data.projections} />
        </Suspense>
      )}
    </QueryStatus>
  );
}
