// The school field: a combobox over the school directory (downshift's useCombobox: the ARIA
// combobox pattern with arrow keys, Enter and Escape). Typing sets the school to the typed text
// (a school the directory lacks is accepted as typed); choosing a result sets it to that
// result's name and remembers its directory id. The search runs once the text is longer than
// 2 characters and the student pauses typing.
import { useQuery } from "@tanstack/react-query";
import { useCombobox } from "downshift";
import { Check, LoaderCircle, School } from "lucide-react";
import { useEffect, useState } from "react";
import type { SchoolSearchResult } from "../../../api/schemas/schools.ts";
import {
  SCHOOL_NAME_MAX_LENGTH,
  SCHOOL_SEARCH_MIN_LENGTH,
} from "../../../domain/identity/onboarding-rules.ts";
import { Input, Label } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { onboardingQueries } from "./queries.ts";

/** How long typing must pause before a search is sent. */
const SEARCH_PAUSE_MS = 200;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function SchoolSearch({
  label,
  school,
  chosen,
  onType,
  onChoose,
  error,
}: {
  label: string;
  school: string;
  /** The directory school chosen, shown under the field; null for typed text. */
  chosen: SchoolSearchResult | null;
  onType: (text: string) => void;
  onChoose: (school: SchoolSearchResult) => void;
  /** What is wrong with the typed name, shown under the field (announced). */
  error?: string | undefined;
}) {
  const query = useSettled(school.trim(), SEARCH_PAUSE_MS);
  const searching = query.length >= SCHOOL_SEARCH_MIN_LENGTH;
  const results = useQuery(onboardingQueries.schools(query));
  const items = searching && !chosen ? (results.data ?? []) : [];

  const combobox = useCombobox<SchoolSearchResult>({
    items,
    inputValue: school,
    selectedItem: chosen,
    itemToString: (item) => item?.name ?? "",
    itemToKey: (item: SchoolSearchResult | null) => item?.id,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onType(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem);
    },
  });

  const typedEnough = school.trim().length >= SCHOOL_SEARCH_MIN_LENGTH;
  const showMenu = combobox.isOpen && typedEnough && !chosen;
  const noMatches =
    searching && results.isSuccess && !results.isPlaceholderData && items.length === 0;
  const hintId = "school-search-hint";
  const errorId = "school-search-error";

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <Label {...combobox.getLabelProps()}>{label}</Label>
      <div className="relative">
        <School
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          {...combobox.getInputProps({
            "aria-describedby": error ? `${hintId} ${errorId}` : hintId,
            "aria-invalid": error ? true : undefined,
            maxLength: SCHOOL_NAME_MAX_LENGTH,
            autoComplete: "off",
            placeholder: "Start typing your school's name or city",
          })}
          className="pr-10 pl-9"
        />
        {results.isFetching && searching && (
          <LoaderCircle
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
            aria-label="Searching"
          />
        )}
        <ul
          {...combobox.getMenuProps()}
          className={cn(
            "absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg",
            !(showMenu && (items.length > 0 || noMatches)) && "hidden",
          )}
        >
          {showMenu &&
            items.map((item, index) => (
              <li
                key={item.id}
                {...combobox.getItemProps({ item, index })}
                className={cn(
                  "cursor-pointer rounded-sm px-3 py-2",
                  combobox.highlightedIndex === index && "bg-accent text-accent-foreground",
                )}
              >
                <span className="block font-medium">{item.name}</span>
                <span className="block text-sm text-muted-foreground">{item.location}</span>
              </li>
            ))}
          {showMenu && noMatches && (
            <li className="px-3 py-2 text-sm text-muted-foreground" aria-disabled>
              No schools match "{school.trim()}". We'll save it as you typed it.
            </li>
          )}
        </ul>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground" aria-live="polite">
        {chosen ? (
          <span className="inline-flex items-center gap-1.5 text-foreground">
            <Check className="size-4 text-primary" aria-hidden />
            {chosen.name}, {chosen.location}
          </span>
        ) : (
          "Pick your school from the list. Not there? Type its full name."
        )}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
