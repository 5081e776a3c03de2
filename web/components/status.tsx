// The one way a screen says where its data is: loading (a spinner and what is on its way,
// announced politely), failed (what happened in the API's own words, and 'Try again') or empty
// (nothing yet, and the way to start). `size` fits it to where it stands: a whole page, a panel
// inside a screen, or a line inside a section. `QueryStatus` picks the state from a read.
import { CircleAlert, LoaderCircle, RotateCcw, Target } from "lucide-react";
import type { ReactNode } from "react";
import { errorText } from "../lib/api.ts";
import { cn } from "../lib/cn.ts";
import { Button } from "./ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card.tsx";

export type StatusSize = "page" | "panel" | "inline";

export type StatusProps =
  | { kind: "loading"; text: string; size?: StatusSize }
  | {
      kind: "error";
      /** What could not be done ("We couldn't load your progress"). */
      title: string;
      /** Its reason, shown as `errorText` (the API's sentence). */
      error: unknown;
      onRetry: () => void;
      size?: Exclude<StatusSize, "page">;
    }
  | {
      kind: "empty";
      title: string;
      /** What will fill this in. */
      children: ReactNode;
      /** The way to start. */
      action: ReactNode;
    };

const loadingLayout: Record<StatusSize, string> = {
  page: "flex-1 justify-center gap-3 px-4 py-24",
  panel: "justify-center gap-3 px-4 py-20",
  inline: "gap-2 py-6",
};

export function Status(props: StatusProps) {
  switch (props.kind) {
    case "loading": {
      const { size = "page" } = props;
      return (
        <div
          role="status"
          className={cn("flex items-center text-muted-foreground", loadingLayout[size])}
        >
          <LoaderCircle
            className={cn("animate-spin", size === "inline" ? "size-4" : "size-5")}
            aria-hidden
          />
          {props.text}
        </div>
      );
    }
    case "error":
      return props.size === "inline" ? (
        <div role="alert" className="grid justify-items-start gap-3 py-2">
          <p>
            <span className="font-semibold">{props.title}</span>{" "}
            <span className="text-muted-foreground">{errorText(props.error)}</span>
          </p>
          <RetryButton onRetry={props.onRetry} />
        </div>
      ) : (
        <Card role="alert" className="mx-auto max-w-xl">
          <CardHeader>
            <div className="flex items-center gap-2">
              <CircleAlert className="size-5 text-destructive" aria-hidden />
              <CardTitle>{props.title}</CardTitle>
            </div>
            <CardDescription className="text-base">{errorText(props.error)}</CardDescription>
          </CardHeader>
          <CardContent>
            <RetryButton onRetry={props.onRetry} />
          </CardContent>
        </Card>
      );
    case "empty":
      return (
        <Card className="border-dashed">
          <CardHeader className="gap-2">
            <div className="flex items-center gap-2">
              <Target className="size-5 text-primary" aria-hidden />
              <CardTitle>{props.title}</CardTitle>
            </div>
            <CardDescription className="text-base">{props.children}</CardDescription>
          </CardHeader>
          <CardContent>{props.action}</CardContent>
        </Card>
      );
  }
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button onClick={onRetry} variant="outline">
      <RotateCcw aria-hidden />
      Try again
    </Button>
  );
}

/** A read (or reads joined): its data once there, its error, and a way to read it again. */
export type Read<T> = { data: T | undefined; error: unknown; refetch: () => unknown };

/** A read's failure or loading state, then `children` with its data. */
export function QueryStatus<T>({
  read,
  loadingText,
  errorTitle,
  size = "panel",
  children,
}: {
  read: Read<T>;
  loadingText: string;
  errorTitle: string;
  size?: Exclude<StatusSize, "page">;
  children: (data: T) => ReactNode;
}) {
  if (read.error) {
    return (
      <Status
        kind="error"
        size={size}
        title={errorTitle}
        error={read.error}
        onRetry={() => void read.refetch()}
      />
    );
  }
  if (read.data === undefined) return <Status kind="loading" size={size} text={loadingText} />;
  return children(read.data);
}
