// The analyst access log panel rendered to HTML without a browser: each access with its time in
// UTC, the analyst's username, the student's pseudonymous id, what was read and its detail,
// newest first; the "Show older accesses" button only while older pages remain; an empty log;
// and the whole panel from the cache, every page in order.
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { AnalystAccess } from "../../../api/schemas/analyst.ts";
import { text } from "../../testing/markup.ts";
import { renderWithProviders, type RenderOptions } from "../../testing/render.tsx";
import { accessTime, AnalystAccessList, AnalystAccessPanel } from "./analyst-access-panel.tsx";
import { adminQueries, type AnalystAccessPage } from "./queries.ts";

const render = (node: ReactNode, seed?: RenderOptions["seed"]) =>
  renderWithProviders(node, { path: "/admin", ...(seed ? { seed } : {}) });

const access = (over: Partial<AnalystAccess>): AnalystAccess => ({
  at: "2027-02-03T10:20:30.000Z",
  analyst: "CuriousHeron314",
  studentId: "s-0123456789abcdef0123456789abcdef",
  action: "timeline",
  detail: "after=0 limit=100",
  ...over,
});

const rows = (html: string) =>
  [...html.matchAll(/<tr data-testid="analyst-access"[^>]*>(.*?)<\/tr>/g)].map(([, inner]) =>
    text(inner!),
  );
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)];

describe("the analyst access list", () => {
  it("given accesses, when shown, then each row has the time in UTC, the analyst, the pseudonym, what was read and the detail", () => {
    const html = render(
      <AnalystAccessList
        accesses={[
          access({ at: "2027-02-03T10:20:30.000Z", action: "export-csv", detail: "history.csv" }),
          access({
            at: "2027-02-02T23:05:00.000Z",
            analyst: "BoldLynx007",
            action: "progress",
            detail: "asOf=2027-01-31",
          }),
        ]}
        more={false}
        loadingMore={false}
        onMore={() => {}}
      />,
    );
    expect(rows(html)).toEqual([
      "Feb 3, 2027, 10:20:30 AM UTC CuriousHeron314 s-0123456789abcdef0123456789abcdef CSV export history.csv",
      "Feb 2, 2027, 11:05:00 PM UTC BoldLynx007 s-0123456789abcdef0123456789abcdef Progress as of a day asOf=2027-01-31",
    ]);
    expect(html).toContain('<time dateTime="2027-02-03T10:20:30.000Z">');
    expect(buttons(html)).toHaveLength(0);
  });

  it("given older accesses remain, when shown, then a Show older accesses button; while loading it waits", () => {
    const props = { accesses: [access({})], onMore: () => {} };
    const idle = buttons(render(<AnalystAccessList {...props} more loadingMore={false} />));
    expect(idle.map(([, inner]) => text(inner!))).toEqual(["Show older accesses"]);
    expect(idle[0]![0]).not.toContain('disabled=""');
    const loading = buttons(render(<AnalystAccessList {...props} more loadingMore />));
    expect(text(loading[0]![1]!)).toBe("Loading...");
    expect(loading[0]![0]).toContain('disabled=""');
  });

  it("given no access yet, when shown, then it says so", () => {
    expect(
      text(
        render(
          <AnalystAccessList accesses={[]} more={false} loadingMore={false} onMore={() => {}} />,
        ),
      ),
    ).toBe("No analyst has opened a student's history yet.");
  });

  it("shows times in UTC whatever the machine's zone", () => {
    expect(accessTime("2027-07-01T00:00:00.000Z")).toBe("Jul 1, 2027, 12:00:00 AM UTC");
  });
});

describe("the panel", () => {
  it("given two pages in the cache, when shown, then its title, every access in order, and the button while more remain", () => {
    const first: AnalystAccessPage = {
      accesses: [access({ detail: "page one" })],
      nextBefore: "2027-02-03T10:20:30.000Z",
    };
    const second: AnalystAccessPage = {
      accesses: [access({ at: "2027-02-01T08:00:00.000Z", detail: "page two" })],
      nextBefore: "2027-02-01T08:00:00.000Z",
    };
    const html = render(<AnalystAccessPanel />, (client) =>
      client.setQueryData(adminQueries.analystAccesses().queryKey, {
        pages: [first, second],
        pageParams: [null, first.nextBefore],
      }),
    );
    expect(text(html)).toMatch(/^Analyst access log Every time an analyst opened/);
    expect(rows(html).map((r) => r.split(" ").at(-1))).toEqual(["one", "two"]);
    expect(buttons(html).map(([, inner]) => text(inner!))).toEqual(["Show older accesses"]);
  });

  it("given nothing in the cache yet, when shown, then it is loading", () => {
    expect(text(render(<AnalystAccessPanel />))).toContain("Loading the analyst access log...");
  });
});
