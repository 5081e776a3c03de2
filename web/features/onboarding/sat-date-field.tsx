// The SAT date: the upcoming administrations from the data file, or 'Other/Custom Date' with a
// calendar. The calendar opens in place under the list (no popover to chase on a phone) and
// offers days after today, up to three years ahead (a student in 9th grade may plan that far).
import { CalendarDays } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/input.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/ui/select.tsx";
import { formatLongDate, localIsoDate, parseLocalIsoDate } from "../../lib/dates.ts";
import { latestSatDate } from "../../../domain/identity/onboarding-rules.ts";
import { CUSTOM_DATE, satDatePresets } from "./form.ts";

// The calendar (DayPicker and date-fns, about two thirds of this screen's code) loads only when
// a student asks for a custom date.
const Calendar = lazy(async () => ({
  default: (await import("../../components/ui/calendar.tsx")).Calendar,
}));

export function SatDateField({
  label,
  choice,
  customDate,
  today,
  onChoose,
  onCustomDate,
}: {
  label: string;
  choice: string;
  customDate: string;
  /** The student's calendar date, yyyy-MM-dd. */
  today: string;
  onChoose: (choice: string) => void;
  onCustomDate: (date: string) => void;
}) {
  const id = useId();
  const [changing, setChanging] = useState(false);
  const presets = satDatePresets(today);
  const todayDate = parseLocalIsoDate(today);
  const tomorrow = new Date(todayDate.getFullYear(), todayDate.getMonth(), todayDate.getDate() + 1);
  // The server's rule: no later than two years from today (latestSatDate).
  const latest = parseLocalIsoDate(latestSatDate(today));
  const selected = customDate ? parseLocalIsoDate(customDate) : undefined;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={choice} onValueChange={onChoose}>
        <SelectTrigger id={id}>
          <SelectValue placeholder="When will you take the SAT?" />
        </SelectTrigger>
        <SelectContent position="popper" className="w-(--radix-select-trigger-width)">
          {presets.map((preset) => (
            <SelectItem key={preset.value} value={preset.value}>
              {preset.label}
              {preset.anticipated && (
                <span className="ml-1 text-muted-foreground"> (expected)</span>
              )}
            </SelectItem>
          ))}
          <SelectItem value={CUSTOM_DATE}>Other/Custom Date</SelectItem>
        </SelectContent>
      </Select>
      {choice === CUSTOM_DATE &&
        (customDate && !changing ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="inline-flex items-center gap-2 font-medium">
              <CalendarDays className="size-4 text-primary" aria-hidden />
              {formatLongDate(customDate)}
            </span>
            <Button variant="link" size="sm" className="px-0" onClick={() => setChanging(true)}>
              Change date
            </Button>
          </p>
        ) : (
          <div className="w-fit max-w-full overflow-x-auto rounded-lg border bg-card p-2">
            <Suspense
              fallback={<p className="p-4 text-sm text-muted-foreground">Loading calendar...</p>}
            >
              <Calendar
                mode="single"
                required
                selected={selected}
                defaultMonth={selected ?? tomorrow}
                startMonth={todayDate}
                endMonth={latest}
                disabled={{ before: tomorrow, after: latest }}
                autoFocus={changing}
                onSelect={(date) => {
                  onCustomDate(localIsoDate(date));
                  setChanging(false);
                }}
              />
            </Suspense>
          </div>
        ))}
      {presets.some((preset) => preset.anticipated) && choice !== CUSTOM_DATE && (
        <p className="text-sm text-muted-foreground">
          "Expected" dates follow the College Board's usual calendar and may still change.
        </p>
      )}
    </div>
  );
}
