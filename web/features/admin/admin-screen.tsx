// The admin screen (/admin): the dataset overview (counts by section, category and difficulty
// beside the targets), 'Build Question Dataset', each published question's live statistics,
// the analyst access log (analyst-access-panel.tsx), and the read models with their rebuilds
// (projections-panel.tsx).
// A signed-in student (the current user's role) sees the screen saying the page is for
// administrators without the screen calling the two admin reads it may not make; the API still
// refuses them with 403 whatever the client does (the role check is the server's).
import { useQuery } from "@tanstack/react-query";
import { Database, Hammer, LoaderCircle } from "lucide-react";
import { useMemo } from "react";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { QueryStatus, Status } from "../../components/status.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useAuth } from "../../lib/auth.ts";
import {
  AdminForbidden,
  AdminSection,
  OverviewTable,
  QuestionTable,
  TargetTiles,
} from "./admin-parts.tsx";
import { AnalystAccessPanel } from "./analyst-access-panel.tsx";
import { datasetOverview } from "./overview.ts";
import { CalibrationPanel } from "./calibration-panel.tsx";
import { ProjectionsPanel } from "./projections-panel.tsx";
import { ReportsPanel } from "./reports-panel.tsx";
import { adminQueries, builtToast, isForbidden, useBuildDataset } from "./queries.ts";

export function AdminScreen() {
  useDocumentTitle("Question Dataset");
  const { user } = useAuth();
  const isAdmin = user?.role === "admin";
  const stats = useQuery({ ...adminQueries.stats(), enabled: isAdmin });
  const questions = useQuery({ ...adminQueries.questions(), enabled: isAdmin });
  const build = useBuildDataset();
  const overview = useMemo(() => (stats.data ? datasetOverview(stats.data) : null), [stats.data]);

  if (!isAdmin || isForbidden(stats.error) || isForbidden(questions.error)) {
    return <AdminForbidden />;
  }
  // Nothing (the Build button included) shows until the API has said who may see the page.
  if (stats.isPending) return <Status kind="loading" text="Loading..." />;

  function buildDataset() {
    build.mutate(undefined, {
      onSuccess: (result) => toast(builtToast(result)),
    });
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight">
            <Database className="size-7 text-primary" aria-hidden />
            Question Dataset
          </h1>
          <p className="text-muted-foreground">
            Dataset overview and building the question bank. Building again is safe: unchanged
            questions are kept as they are.
          </p>
        </div>
        <Button size="lg" onClick={buildDataset} disabled={build.isPending} className="sm:shrink-0">
          {build.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden />
              Building...
            </>
          ) : (
            <>
              <Hammer aria-hidden />
              Build Question Dataset
            </>
          )}
        </Button>
      </header>

      <AdminSection
        title="Dataset overview"
        description="Questions by section, category and difficulty, beside the target of 375 (210 Math, 165 Reading and Writing; Easy 35%, Medium 45%, Hard 20%)."
      >
        <QueryStatus
          read={{ data: overview ?? undefined, error: stats.error, refetch: stats.refetch }}
          size="inline"
          loadingText="Loading the dataset stats..."
          errorTitle="We couldn't load the dataset stats."
        >
          {(data) => (
            <>
              <TargetTiles overview={data} />
              <OverviewTable overview={data} />
            </>
          )}
        </QueryStatus>
      </AdminSection>

      <AdminSection
        title="Questions"
        description="Each published question's attempts, percent correct, and difficulty as re-estimated from students' answers beside the difficulty it was authored at (IRT b: higher is harder)."
      >
        <QueryStatus
          read={questions}
          size="inline"
          loadingText="Loading the questions..."
          errorTitle="We couldn't load the questions."
        >
          {(rows) => <QuestionTable rows={rows} />}
        </QueryStatus>
      </AdminSection>

      <AnalystAccessPanel />
      <CalibrationPanel />
      <ReportsPanel />

      <ProjectionsPanel />
    </div>
  );
}
