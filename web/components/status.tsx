// The one way a screen says where its data is: loading (a spinner and what is on its way,
// announced politely), failed (what happened in the API's own words, and 'Try again'), empty
// (nothing yet, and the way to start) or offline (the page needs a connection). `size` fits it
// to where it stands: a whole page, a panel inside a screen, or a line inside a section.
// `QueryStatus` picks the state from a read.
//
// Offline, a wait can only end when the connection returns (TanStack pauses a read until then),
// so loading shows the offline card instead of a spinner; so does a failure that is the network
// itself (a read cut off mid-way), which is tried again by itself when the connection returns.
import { CircleAlert, LoaderCircle, RotateCcw, Target, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { errorText, isNetworkFailure } from "../lib/api.ts";
import { cn } from "../lib/cn.ts";
import { useOnline, useReconnect } from "../lib/online.ts";
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
    }
  | { kind: "offline"; size?: StatusSize };

/** The offline card's words. */
export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_TEXT =
  "This page needs a connection. It will load by itself when you're back online.";

const loadingLayout: Record<StatusSize, string> = {
  page: "flex-1 justify-center gap-3 px-4 py-24",
  panel: "justify-center gap-3 px-4 py-20",
  inline: "gap-2 py-6",
};

export function Status(props: StatusProps) {
  switch (props.kind) {
    case "loading":
      return <Loading text={props.text} size={props.size ?? "page"} />;
    case "error":
      return <Failed {...props} />;
    case "offline":
      return <Offline size={props.size ?? "page"} />;
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

function Loading({ text, size }: { text: string; size: StatusSize }) {
  const online = useOnline();
  if (!online) return <Offline size={size} />;
  return (
    <div
      role="status"
      className={cn("flex items-center text-muted-foreground", loadingLayout[size])}
    >
      <LoaderCircle
        className={cn("animate-spin", size === "inline" ? "size-4" : "size-5")}
        aria-hidden
      />
      {text}
    </div>
  );
}

function Failed(props: Extract<StatusProps, { kind: "error" }>) {
  const online = useOnline();
  const cutOff = isNetworkFailure(props.error);
  useReconnect(() => {
    if (cutOff) props.onRetry();
  });
  if (cutOff && !online) return <Offline size={props.size ?? "panel"} />;
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
}

const offlineLayout: Record<StatusSize, string> = {
  page: "flex flex-1 items-center justify-center px-4 py-16",
  panel: "flex justify-center",
  inline: "",
};

const offlineWidth: Record<Exclude<StatusSize, "inline">, string> = {
  page: "max-w-md",
  panel: "max-w-xl",
};

/** The offline card: the page needs a connection and will load by itself once there is one. */
function Offline({ size }: { size: StatusSize }) {
  if (size === "inline") {
    return (
      <div role="status" className="flex items-start gap-2 py-4">
        <WifiOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <p>
          <span className="font-semibold">{OFFLINE_TITLE}.</span>{" "}
          <span className="text-muted-foreground">{OFFLINE_TEXT}</span>
        </p>
      </div>
    );
  }
  return (
    <div className={offlineLayout[size]}>
      <Card role="status" className={cn("w-full", offlineWidth[size])}>
        <CardHeader>
          <div className="flex items-center gap-2">
            <WifiOff className="size-5 text-muted-foreground" aria-hidden />
            <CardTitle>{OFFLINE_TITLE}</CardTitle>
          </div>
          <CardDescription className="text-base">{OFFLINE_TEXT}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button onClick={onRetry} variant="outline">
      <RotateCcw aria-hidden />
      Try again
    </Button>
  );
}

/**
 * A read (or reads joined): its data once there, its error, and a way to read it again; while
 * it is being read again (`isFetching`) an old failure gives way to the loading state.
 */
export type Read<T> = {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
};

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
  if (read.error && !read.isFetching) {
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
