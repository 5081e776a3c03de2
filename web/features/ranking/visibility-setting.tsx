// "Hide me from other students' rankings": a checkbox read from and saved to
// /api/rankings/visibility. Hidden students still see their own standing.
import { useQuery } from "@tanstack/react-query";
import { EyeOff } from "lucide-react";
import { useId } from "react";
import { Status } from "../../components/status.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { rankingQueries, useSetVisibility } from "./queries.ts";

export function VisibilitySetting() {
  const visibility = useQuery(rankingQueries.visibility());
  const save = useSetVisibility();
  if (visibility.error) {
    return (
      <Status
        kind="error"
        size="inline"
        title="We couldn't load your ranking setting."
        error={visibility.error}
        onRetry={() => void visibility.refetch()}
      />
    );
  }
  // While a change is on its way, show the choice made.
  const hidden = save.isPending ? save.variables : visibility.data?.hidden;
  return (
    <VisibilityView
      hidden={hidden ?? false}
      disabled={hidden === undefined || save.isPending}
      onChange={(next) => save.mutate(next)}
    />
  );
}

export function VisibilityView({
  hidden,
  disabled,
  onChange,
}: {
  hidden: boolean;
  /** Not known yet, or a change is being saved. */
  disabled: boolean;
  onChange: (hidden: boolean) => void;
}) {
  const id = useId();
  return (
    <Card className="min-w-0">
      <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
        <input
          id={id}
          type="checkbox"
          checked={hidden}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
        />
        <div className="grid min-w-0 gap-1">
          <label htmlFor={id} className="flex items-center gap-1.5 font-semibold">
            <EyeOff className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            Hide me from other students' rankings
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Others won't see you in their rankings; you still see your own standing.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
