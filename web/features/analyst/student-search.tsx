// Finding a student: a search box (a username's first letters or a student id, sent once typing
// pauses and at least 2 characters are there; the API's 400 sentence shown as it is) and the
// results, each with its username, shortened id (the full id on hover and one click to copy it),
// status and registration day. Choosing one opens their panel.
import { useQuery } from "@tanstack/react-query";
import { Check, Copy, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { AnalystStudent } from "../../../api/schemas/analyst.ts";
import { Status } from "../../components/status.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import {
  formatDay,
  MIN_SEARCH_LENGTH,
  SEARCH_DEBOUNCE_MS,
  searchTerm,
  shortId,
  statusLabel,
  studentLabel,
} from "./model.ts";
import { analystQueries } from "./queries.ts";

/** `value`, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function StudentSearch({
  selectedId,
  onSelect,
  initialQuery = "",
}: {
  selectedId: string | null;
  onSelect: (student: AnalystStudent) => void;
  initialQuery?: string;
}) {
  const [input, setInput] = useState(initialQuery);
  const term = searchTerm(useDebounced(input, SEARCH_DEBOUNCE_MS));
  const search = useQuery({ ...analystQueries.search(term ?? ""), enabled: term !== null });
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const tooShort = input.trim().length > 0 && searchTerm(input) === null;

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Find a student</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={inputId}
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Username or student id (s-…)"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            className="pl-9"
          />
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {tooShort
            ? `Type at least ${MIN_SEARCH_LENGTH} characters of a username, or a student id.`
            : "The start of a username, or a whole student id."}
        </p>
      </div>
      {term !== null && (
        <SearchOutcome
          students={search.data?.students}
          error={search.error}
          onRetry={() => void search.refetch()}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      )}
    </div>
  );
}

export function SearchOutcome({
  students,
  error,
  onRetry,
  selectedId,
  onSelect,
}: {
  students: AnalystStudent[] | undefined;
  error: unknown;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (student: AnalystStudent) => void;
}) {
  if (error) {
    return (
      <Status
        kind="error"
        size="inline"
        title="The search failed."
        error={error}
        onRetry={onRetry}
      />
    );
  }
  if (!students) return <Status kind="loading" size="inline" text="Searching..." />;
  return <SearchResults students={students} selectedId={selectedId} onSelect={onSelect} />;
}

/** The students found: choosing one opens their panel. */
export function SearchResults({
  students,
  selectedId,
  onSelect,
}: {
  students: readonly AnalystStudent[];
  selectedId: string | null;
  onSelect: (student: AnalystStudent) => void;
}) {
  if (students.length === 0) {
    return (
      <p
        role="status"
        className="rounded-lg border border-dashed p-4 text-center text-muted-foreground"
      >
        No student matches.
      </p>
    );
  }
  return (
    <ul aria-label="Students found" className="grid gap-2">
      {students.map((student) => {
        const selected = student.id === selectedId;
        return (
          <li
            key={student.id}
            className={cn(
              "flex items-center gap-2 rounded-lg border bg-card pr-2",
              selected && "border-primary ring-1 ring-primary",
            )}
          >
            <button
              type="button"
              onClick={() => onSelect(student)}
              aria-pressed={selected}
              className="grid min-w-0 flex-1 cursor-pointer gap-1 rounded-l-lg px-3 py-2 text-left hover:bg-accent"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="truncate font-semibold">{studentLabel(student)}</span>
                <Badge variant={student.status === "active" ? "secondary" : "outline"}>
                  {statusLabel(student.status)}
                </Badge>
              </span>
              <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span className="font-mono" title={student.id}>
                  {shortId(student.id)}
                </span>
                {student.registeredOn && <span>Registered {formatDay(student.registeredOn)}</span>}
              </span>
            </button>
            <CopyId id={student.id} />
          </li>
        );
      })}
    </ul>
  );
}

/** Copies a student's full id. */
export function CopyId({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      title={id}
      aria-label={copied ? "Student id copied" : `Copy student id ${id}`}
      onClick={() => {
        void navigator.clipboard?.writeText(id).then(() => setCopied(true));
      }}
      className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
    >
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
    </button>
  );
}
