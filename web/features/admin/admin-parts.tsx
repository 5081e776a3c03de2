// The admin screen's parts, each given only what it shows (so they render without a browser in
// the tests): the target tiles, the dataset overview table, the per-question table and the
// students' "administrators only" screen.
import { useId, useMemo, useState, type ReactNode } from "react";
import type { QuestionStatsRow } from "../../../api/schemas/questions.ts";
import { skillLabel, subjectLabel } from "../../components/question-card/card-model.ts";
import { Button } from "../../components/ui/button.tsx";
import { SortableHeader } from "../../components/sortable-header.tsx";
import { StaffOnly } from "../../components/staff-only.tsx";
import { TableScroll } from "../../components/table-scroll.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import {
  bandLabels,
  bands,
  categoryLabel,
  formatCount,
  formatPercent,
  type BandCounts,
  type DatasetOverview,
} from "./overview.ts";
import {
  ariaSort,
  countBySubject,
  defaultSort,
  difficultyDrift,
  formatDifficulty,
  formatPercentCorrect,
  nextSort,
  visibleQuestions,
  type Sort,
  type SortKey,
  type SubjectFilter,
} from "./question-rows.ts";

const cell = "px-3 py-2 text-right tabular-nums";
const headCell = "px-3 py-2 text-right font-semibold whitespace-nowrap";

/** The targets beside the actual counts: all questions, each section, each difficulty. */
export function TargetTiles({ overview }: { overview: DatasetOverview }) {
  const tiles = [
    {
      label: "All questions",
      actual: formatCount(overview.counts.total),
      target: formatCount(overview.target),
    },
    ...overview.sections
      .filter((s) => s.target !== null)
      .map((s) => ({
        label: s.section,
        actual: formatCount(s.counts.total),
        target: formatCount(s.target ?? 0),
      })),
    ...overview.distribution.map((d) => ({
      label: bandLabels[d.band],
      actual: formatPercent(d.share),
      target: formatPercent(d.target),
    })),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map(({ label, actual, target }) => (
        <div key={label} className="rounded-lg border bg-card p-3 sm:p-4">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-extrabold tracking-tight tabular-nums">{actual}</dd>
          <dd className="text-sm text-muted-foreground">target {target}</dd>
        </div>
      ))}
    </dl>
  );
}

function CountCells({ counts, target }: { counts: BandCounts; target: number | null }) {
  return (
    <>
      {bands.map((band) => (
        <td key={band} className={cell}>
          {formatCount(counts[band])}
        </td>
      ))}
      <td className={cn(cell, "font-semibold")}>{formatCount(counts.total)}</td>
      <td className={cn(cell, "text-muted-foreground")}>
        {target === null ? "—" : formatCount(target)}
      </td>
    </>
  );
}

/** The stats rows as a table: each section's categories by difficulty, with totals. */
export function OverviewTable({ overview }: { overview: DatasetOverview }) {
  if (overview.sections.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        No questions yet. Build the dataset to publish the question bank.
      </p>
    );
  }
  return (
    <TableScroll label="Dataset overview">
      <table className="w-full min-w-[34rem] border-collapse text-sm">
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Category
            </th>
            {bands.map((band) => (
              <th key={band} scope="col" className={headCell}>
                {bandLabels[band]}
              </th>
            ))}
            <th scope="col" className={headCell}>
              Total
            </th>
            <th scope="col" className={headCell}>
              Target
            </th>
          </tr>
        </thead>
        {overview.sections.map((section) => (
          <tbody key={section.section} className="border-t">
            <tr>
              <th
                scope="rowgroup"
                colSpan={6}
                className="bg-secondary/60 px-3 py-2 text-left font-bold text-secondary-foreground"
              >
                {section.section}
              </th>
            </tr>
            {section.categories.map((category) => (
              <tr key={category.category} className="border-t border-border/60">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {categoryLabel(category.category)}
                </th>
                <CountCells counts={category.counts} target={category.target} />
              </tr>
            ))}
            <tr className="border-t font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                {section.section} total
              </th>
              <CountCells counts={section.counts} target={section.target} />
            </tr>
          </tbody>
        ))}
        <tfoot className="border-t-2 bg-muted/60 font-bold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              All sections
            </th>
            <CountCells counts={overview.counts} target={overview.target} />
          </tr>
          <tr className="text-muted-foreground">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              Share (target)
            </th>
            {overview.distribution.map((d) => (
              <td key={d.band} className={cn(cell, "font-medium")}>
                {formatPercent(d.share)} ({formatPercent(d.target)})
              </td>
            ))}
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  return (
    <SortableHeader
      label={label}
      state={ariaSort(sort, column)}
      numeric={column !== "id"}
      onSort={() => onSort(column)}
    />
  );
}

const filters: { value: SubjectFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "math", label: "Math" },
  { value: "english", label: "English" },
];

/** The per-question table: a subject filter and sorting by id, attempts or percent correct. */
export function QuestionTable({
  rows,
  initialFilter = "all",
  initialSort = defaultSort,
}: {
  rows: readonly QuestionStatsRow[];
  initialFilter?: SubjectFilter;
  initialSort?: Sort;
}) {
  const [filter, setFilter] = useState<SubjectFilter>(initialFilter);
  const [sort, setSort] = useState<Sort>(initialSort);
  const shown = useMemo(() => visibleQuestions(rows, filter, sort), [rows, filter, sort]);
  const counts = useMemo(() => countBySubject(rows), [rows]);
  const filterLabel = useId();
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-labelledby={filterLabel}
          className="flex flex-wrap items-center gap-2"
        >
          <span id={filterLabel} className="text-sm font-medium text-muted-foreground">
            Subject
          </span>
          {filters.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? "default" : "outline"}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
              <span className="font-normal tabular-nums">{counts[value]}</span>
            </Button>
          ))}
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {formatCount(shown.length)} {shown.length === 1 ? "question" : "questions"}
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          No published questions yet.
        </p>
      ) : (
        <TableScroll label="Questions" tall>
          <table className="w-full min-w-[46rem] border-collapse text-sm">
            <caption className="sr-only">
              Published questions with their attempts, percent correct and difficulty
            </caption>
            <thead className="bg-muted">
              <tr>
                <SortHeader label="ID" column="id" sort={sort} onSort={onSort} />
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Skill
                </th>
                <th scope="col" className={headCell}>
                  Level
                </th>
                <SortHeader label="Attempts" column="attempts" sort={sort} onSort={onSort} />
                <SortHeader label="% correct" column="percentCorrect" sort={sort} onSort={onSort} />
                <th scope="col" className={headCell}>
                  Difficulty now
                </th>
                <th scope="col" className={headCell}>
                  Authored
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <QuestionRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}

function QuestionRow({ row }: { row: QuestionStatsRow }) {
  const drift = difficultyDrift(row);
  return (
    <tr className="border-t border-border/60 align-top">
      <th
        scope="row"
        className="px-3 py-2 text-left font-mono text-xs font-medium whitespace-nowrap"
      >
        {row.id}
      </th>
      <td className="px-3 py-2">
        <span className="block font-medium first-letter:uppercase">{skillLabel(row.skill)}</span>
        <span className="block text-xs text-muted-foreground">
          {subjectLabel(row.subject)} · {categoryLabel(row.domain)}
        </span>
      </td>
      <td className={cell}>{row.level}</td>
      <td className={cell}>{formatCount(row.attempts)}</td>
      <td className={cell}>{formatPercentCorrect(row.percentCorrect)}</td>
      <td className={cell}>
        {formatDifficulty(row.currentDifficulty)}
        {drift !== null && (
          <span className="block text-xs whitespace-nowrap text-muted-foreground">
            {drift > 0 ? "harder by " : "easier by "}
            {Math.abs(drift).toFixed(2)}
          </span>
        )}
      </td>
      <td className={cn(cell, "text-muted-foreground")}>
        {formatDifficulty(row.authoredDifficulty)}
      </td>
    </tr>
  );
}

/** A student at /admin: the API said 403. */
export function AdminForbidden() {
  return (
    <StaffOnly title="Administrators only" lead="This page is for Levelfield administrators." />
  );
}

/** A section of the admin page: a titled card. */
export function AdminSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">{children}</CardContent>
    </Card>
  );
}
