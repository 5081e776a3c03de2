// The status views offline, rendered to HTML: a wait offline (a paused read) and a read the
// network cut off show the offline card instead of a spinner or a failure, at each size; a
// failure with the server's own words still shows them; a read being fetched again shows
// loading, not its old failure.
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../lib/api.ts";
import { text } from "../testing/markup.ts";
import { renderWithProviders } from "../testing/render.tsx";
import { OFFLINE_TEXT, OFFLINE_TITLE, QueryStatus, Status, type Read } from "./status.tsx";

const render = renderWithProviders;
const offline = `${OFFLINE_TITLE} ${OFFLINE_TEXT}`;
const cutOff = new TypeError("Failed to fetch");
const refused = new ApiError(500, "Internal Server Error", '{"message":"Try later."}');
const noop = () => undefined;

afterEach(() => onlineManager.setOnline(true));

describe("the status views offline", () => {
  it("given the browser online, when loading, then the spinner line and its text", () => {
    const html = render(<Status kind="loading" text="Loading your friends..." />);
    expect(html).toContain('role="status"');
    expect(html).toContain("animate-spin");
    expect(text(html)).toBe("Loading your friends...");
  });

  it.each(["page", "panel", "inline"] as const)(
    "given the browser offline, when a %s is loading, then the offline card, no spinner",
    (size) => {
      onlineManager.setOnline(false);
      const html = render(<Status kind="loading" size={size} text="Loading your friends..." />);
      expect(html).toContain('role="status"');
      expect(html).not.toContain("animate-spin");
      expect(text(html)).not.toContain("Loading your friends...");
      expect(text(html).replace(`${OFFLINE_TITLE}.`, OFFLINE_TITLE)).toBe(offline);
    },
  );

  it("the offline card's words", () => {
    expect(OFFLINE_TITLE).toBe("You're offline");
    expect(OFFLINE_TEXT).toBe(
      "This page needs a connection. It will load by itself when you're back online.",
    );
  });

  it("given a read the network cut off, when offline, then the offline card; when online, then the failure and 'Try again'", () => {
    const failed = (
      <Status kind="error" title="We couldn't load your friends" error={cutOff} onRetry={noop} />
    );
    onlineManager.setOnline(false);
    expect(text(render(failed))).toBe(offline);
    onlineManager.setOnline(true);
    const html = render(failed);
    expect(html).toContain('role="alert"');
    expect(text(html)).toBe(
      "We couldn't load your friends We couldn't reach Levelfield. Check your connection. Try again",
    );
  });

  it("given a failure in the server's words, when offline, then the failure still shows (it is not the network)", () => {
    onlineManager.setOnline(false);
    const html = render(
      <Status kind="error" title="We couldn't load your friends" error={refused} onRetry={noop} />,
    );
    expect(text(html)).toBe("We couldn't load your friends Try later. Try again");
  });

  it("given a TypeError that is a bug, when offline, then it is a failure, not the network", () => {
    onlineManager.setOnline(false);
    const bug = new TypeError("Cannot read properties of undefined (reading 'x')");
    const html = render(<Status kind="error" title="Oops" error={bug} onRetry={noop} />);
    expect(html).toContain('role="alert"');
    expect(text(html)).not.toContain(OFFLINE_TITLE);
  });
});

describe("QueryStatus", () => {
  const show = (read: Read<string>) =>
    text(
      render(
        <QueryStatus read={read} loadingText="Loading..." errorTitle="We couldn't load it">
          {(data) => <p>{data}</p>}
        </QueryStatus>,
      ),
    );

  it("given a read paused offline (no data, no error), when shown, then the offline card", () => {
    onlineManager.setOnline(false);
    expect(show({ data: undefined, error: null, refetch: noop })).toBe(offline);
  });

  it("given a failed read being fetched again, when shown, then loading instead of the old failure", () => {
    expect(show({ data: undefined, error: refused, refetch: noop })).toContain("Try again");
    expect(show({ data: undefined, error: refused, refetch: noop, isFetching: true })).toBe(
      "Loading...",
    );
    expect(show({ data: "ok", error: null, refetch: noop })).toBe("ok");
  });
});
