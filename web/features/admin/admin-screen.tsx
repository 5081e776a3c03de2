// The admin screen (/admin): the dataset overview (counts by section, category and difficulty
// beside the targets), 'Build Question Dataset', and each published question's live statistics.
// A signed-in student (the current user's role) sees the screen saying the page is for
// administrators without the screen calling the two admin reads it may not make; the API still
// refuses them with 403 whatever the client does (the role check is the server's).
import { useQuery } from "@tanstack/react-query";
import { Database, Hammer, LoaderCircle, RotateCcw } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { errorText } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.ts";
import {
  AdminForbidden,
  AdminSection,
  OverviewTable,
  QuestionTable,
  TargetTiles,
} from "./admin-parts.tsx";
import { datasetOverview } from "./overview.ts";
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
  if (stats.isPending) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-3 px-4 py-24 text-muted-foreground"
      >
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        Loading...
      </p>
    );
  }

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
        <Loadable query={stats} what="the dataset stats">
          {overview && (
            <>
              <TargetTiles overview={overview} />
              <OverviewTable overview={overview} />
            </>
          )}
        </Loadable>
      </AdminSection>

      <AdminSection
        title="Questions"
        description="Each published question's attempts, percent correct, and difficulty as re-estimated from students' answers beside the difficulty it was authored at (IRT b: higher is harder)."
      >
        <Loadable query={questions} what="the questions">
          {questions.data && <QuestionTable rows={questions.data} />}
        </Loadable>
      </AdminSection>
    </div>
  );
}

/** A query's loading and error states around what it shows. */
function Loadable({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        Loading {what}...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 py-2">
        <p>
          <span className="font-semibold">We couldn't load {what}.</span>{" "}
          <span className="text-muted-foreground">{errorText(query.error)}</span>
        </p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
      </div>
    );
  }
  return children;
}
