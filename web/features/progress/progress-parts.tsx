// Pieces both views share: the loading line, the failure card with its retry, and the empty
// state that says what to do first.
import { CircleAlert, LoaderCircle, RotateCcw, Target } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { errorText } from "../../lib/api.ts";

/** A view's data on its way, announced politely. */
export function ProgressLoading({ text = "Loading your progress..." }: { text?: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-3 px-4 py-20 text-muted-foreground"
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      {text}
    </p>
  );
}

/** A failed read: what happened, in the API's own words, and a way to try again. */
export function ProgressError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card role="alert" className="mx-auto max-w-xl">
      <CardHeader>
        <div className="flex items-center gap-2">
          <CircleAlert className="size-5 text-destructive" aria-hidden />
          <CardTitle>We couldn't load your progress</CardTitle>
        </div>
        <CardDescription className="text-base">{errorText(error)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onRetry} variant="outline">
          <RotateCcw aria-hidden />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

/** Before the first answer: what fills this page in, and the way to start. */
export function EmptyPractice({ children }: { children: string }) {
  return (
    <Card className="border-dashed">
      <CardHeader className="gap-2">
        <div className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden />
          <CardTitle>No practice yet</CardTitle>
        </div>
        <CardDescription className="text-base">{children}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link href="/daily-drop">Start today's Daily Drop</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
