// The offline banner rendered to HTML: an always-present polite live region, empty while
// online; "You're offline." and what still works while offline; "Back online." once back.
import { describe, expect, it } from "vitest";
import { text } from "../testing/markup.ts";
import { renderWithProviders } from "../testing/render.tsx";
import { ConnectionBanner } from "./offline-banner.tsx";

const render = (notice: Parameters<typeof ConnectionBanner>[0]["notice"]) =>
  renderWithProviders(<ConnectionBanner notice={notice} />);

describe("the offline banner", () => {
  it("given the browser online, when shown, then an empty live region (ready to announce)", () => {
    const html = render(null);
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
    expect(text(html)).toBe("");
  });

  it("given the browser offline, when shown, then 'You're offline.' and that Daily Drop answers are kept", () => {
    const html = render("offline");
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
    expect(text(html)).toBe(
      "You're offline. Your Daily Drop answers are saved on this device and sent when you're back online.",
    );
  });

  it("given the connection back, when shown, then 'Back online.'", () => {
    expect(text(render("back-online"))).toBe("Back online.");
  });
});
