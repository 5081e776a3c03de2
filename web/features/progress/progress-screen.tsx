// The Progress screen (/progress): a Student View / Parent View toggle (kept in the URL as
// `?view=parent`, so a parent can bookmark their view). Each view loads its own data when shown;
// the Student View's charts (recharts) are a separate chunk, fetched alongside its data.
import { useQuery } from "@tanstack/react-query";
import { ChartLine } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { QueryStatus, Status } from "../../components/status.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { ParentView } from "./parent-view.tsx";
import { searchFor, viewOf, type ProgressView } from "./progress-model.ts";
import { progressQueries } from "../../lib/queries.ts";
import { studentViewQueries } from "./queries.ts";

const loadStudentView = () => import("./student-view.tsx");
const StudentView = lazy(async () => ({ default: (await loadStudentView()).StudentView }));

export function ProgressScreen() {
  useDocumentTitle("Student Progress");
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = viewOf(search);
  const show = (next: string) =>
    navigate(`${location}${searchFor(next as ProgressView, search)}`, { replace: true });
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 px-4 py-8 sm:px-6">
      <ScreenHeader
        icon={ChartLine}
        title="Student Progress"
        lead="Where you are, where you're heading by test day, and how this week went."
      />
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
          <StudentPanel />
        </TabsContent>
        <TabsContent value="parent" className="min-w-0">
          <ParentPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

const loading = "Loading your progress...";
const failed = "We couldn't load your progress";

/** GET /api/progress/detailed, then the Parent View. */
export function ParentPanel() {
  const progress = useQuery(progressQueries.detailed());
  return (
    <QueryStatus read={progress} loadingText={loading} errorTitle={failed}>
      {(data) => <ParentView progress={data} />}
    </QueryStatus>
  );
}

/** GET performance-detailed and projections, then the Student View's chunk. */
export function StudentPanel() {
  const performance = useQuery(studentViewQueries.performance());
  const projections = useQuery(studentViewQueries.projections());
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
