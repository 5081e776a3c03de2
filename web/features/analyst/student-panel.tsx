// The chosen student: their username, id and status, the two downloads of their whole history,
// then two views of it: the timeline and the progress as of a day. An erased student shows only
// the day their account was erased: nothing of theirs is read.
import { UserRound } from "lucide-react";
import type { AnalystStudent } from "../../../api/schemas/analyst.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { erasedText, exportHref, formatDay, statusLabel } from "./model.ts";
import { DownloadLink } from "./parts.tsx";
import { ProgressAsOf } from "./progress-as-of.tsx";
import { CopyId } from "./student-search.tsx";
import { Timeline } from "./timeline.tsx";

export function StudentPanel({
  student,
  today,
}: {
  student: AnalystStudent;
  /** The as-of picker's last day (the browser's today when absent). */
  today?: string;
}) {
  if (student.status === "erased") {
    return (
      <Card className="min-w-0" data-testid="student-panel">
        <CardContent className="py-6">
          <p className="font-medium">{erasedText(student)}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="min-w-0" data-testid="student-panel">
      <CardHeader className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
            <UserRound className="size-5 text-primary" aria-hidden />
            <span className="truncate">{student.username}</span>
            <Badge variant="secondary">{statusLabel(student.status)}</Badge>
          </CardTitle>
          <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
            <span className="truncate font-mono text-xs" title={student.id}>
              {student.id}
            </span>
            <CopyId id={student.id} />
          </p>
          {student.registeredOn && (
            <p className="text-sm text-muted-foreground">
              Registered {formatDay(student.registeredOn)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadLink href={exportHref(student.id, "csv")}>Download CSV</DownloadLink>
          <DownloadLink href={exportHref(student.id, "jsonl")}>Download JSONL</DownloadLink>
        </div>
      </CardHeader>
      <CardContent className="min-w-0">
        <Tabs defaultValue="timeline" className="grid min-w-0 gap-3">
          <TabsList
            aria-label="Student history"
            className="grid w-full grid-cols-2 sm:w-auto sm:justify-self-start"
          >
            <TabsTrigger value="timeline">Timeline</TabsTrigger>
            <TabsTrigger value="progress">Progress as of</TabsTrigger>
          </TabsList>
          <TabsContent value="timeline" className="min-w-0">
            <Timeline studentId={student.id} />
          </TabsContent>
          <TabsContent value="progress" className="min-w-0">
            <ProgressAsOf studentId={student.id} {...(today ? { today } : {})} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
