// The page-error card rendered to HTML: a render error offers 'Try again'; a screen whose code
// could not be fetched offers only a reload (a retried import would fail the same way), or,
// offline, the offline card (the page reloads by itself when the connection returns).
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { OFFLINE_TEXT, OFFLINE_TITLE } from "../components/status.tsx";
import { hrefOf, text } from "../testing/markup.ts";
import { renderWithProviders } from "../testing/render.tsx";
import { isChunkLoadError, PageError } from "./page-error.tsx";

const render = (error: unknown) =>
  renderWithProviders(<PageError error={error} resetErrorBoundary={() => undefined} />, {
    path: "/progress",
  });

const chunkError = new TypeError(
  "Failed to fetch dynamically imported module: http://localhost/assets/progress-screen-abc.js",
);

describe("the page-error card", () => {
  it("given a render error, when shown, then what happened, Try again, Reload and the way home", () => {
    const html = render(new Error("boom"));
    expect(html).toMatch(/<h1[^>]*>This page didn(&#x27;|')t load<\/h1>/);
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain("Your answers and progress are saved.");
    expect(html).toMatch(/<button[^>]*>.*Try again<\/button>/);
    expect(html).toMatch(/<button[^>]*>Reload the page<\/button>/);
    expect(hrefOf(html, "Go to the home page")).toBe("/");
  });

  it("given a screen's code that could not be fetched, when shown, then only a reload is offered", () => {
    const html = render(chunkError);
    expect(text(html)).toContain("Levelfield may have just been updated");
    expect(html).not.toContain("Try again");
    expect(html).toMatch(/<button[^>]*>Reload the page<\/button>/);
  });

  describe("offline", () => {
    afterEach(() => onlineManager.setOnline(true));

    it("given a screen's code that could not be fetched offline, when shown, then the offline card, no reload button", () => {
      onlineManager.setOnline(false);
      const html = render(chunkError);
      expect(html).toContain('role="status"');
      expect(text(html)).toBe(`${OFFLINE_TITLE} ${OFFLINE_TEXT}`);
      expect(html).not.toContain("Reload the page");
    });

    it("given a render error offline, when shown, then the render error card (not the network's fault)", () => {
      onlineManager.setOnline(false);
      const html = render(new Error("boom"));
      expect(text(html)).toContain("Something went wrong while showing it.");
      expect(html).toMatch(/<button[^>]*>.*Try again<\/button>/);
    });
  });

  it("tells a failed import in the three engines' words from other errors", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("not an error")).toBe(false);
  });
});
