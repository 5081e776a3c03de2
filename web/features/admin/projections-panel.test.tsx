// The Projections panel rendered to HTML without a browser: each projection's state, position
// and lag with its Rebuild button; the buttons disabled while a rebuild runs; the running
// rebuild's bar and figures; how the last one ended; and the whole panel from the cache.
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type {
  ProjectionList as List,
  ProjectionStatusItem,
  RebuildProgress,
} from "../../../api/schemas/admin.ts";
import { text } from "../../testing/markup.ts";
import { renderWithProviders, type RenderOptions } from "../../testing/render.tsx";
import { ProjectionList, ProjectionsPanel, RebuildStatus } from "./projections-panel.tsx";
import { adminQueries } from "./queries.ts";

const render = (node: ReactNode, seed?: RenderOptions["seed"]) =>
  renderWithProviders(node, { path: "/admin", ...(seed ? { seed } : {}) });

const item = (over: Partial<ProjectionStatusItem>): ProjectionStatusItem => ({
  projection: "practice",
  position: "812:40",
  eventsApplied: 1200,
  updatedAt: "2026-11-25T15:00:00.000Z",
  behindEvents: 0,
  behindMs: 0,
  failure: null,
  rebuild: null,
  ...over,
});

const items = [
  item({ projection: "activity" }),
  item({ projection: "practice", behindEvents: 12, behindMs: 3400 }),
  item({
    projection: "users",
    position: null,
    eventsApplied: 0,
    failure: {
      position: "900:1",
      eventId: "e1",
      eventType: "UserRegistered",
      error: "relation users does not exist",
      at: "2026-11-25T15:00:00.000Z",
    },
  }),
];

const running: RebuildProgress = {
  projection: "practice",
  phase: "replay",
  eventsDone: 2500,
  eventsTotal: 10_000,
  eventsPerSecond: 1250,
  secondsLeft: 6,
  seconds: 2,
  startedAt: "2026-11-25T15:00:00.000Z",
  startedByUserId: "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d",
  finishedAt: null,
  error: null,
};

/** Each list item's text. */
const rows = (html: string) =>
  [...html.matchAll(/<li data-testid="projection-[^"]+"[^>]*>(.*?)<\/li>/g)].map(([, inner]) =>
    text(inner!),
  );
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag);

describe("the projection list", () => {
  it("given statuses, when shown, then each has its state, position, lag, events and a Rebuild button", () => {
    const html = render(
      <ProjectionList items={items} running={null} starting={null} onRebuild={() => {}} />,
    );
    expect(rows(html)).toEqual([
      "activity Up to date Position 812:40 Lag 0 events behind Events applied 1,200 Rebuild activity",
      "practice Behind Position 812:40 Lag 12 events, 3 s behind Events applied 1,200 Rebuild practice",
      "users Failed Position none yet Lag 0 events behind Events applied 0 Stopped at a UserRegistered event: relation users does not exist Rebuild users",
    ]);
    expect(buttons(html).every((b) => !/ disabled=""/.test(b))).toBe(true);
  });

  it("given a rebuild running, when shown, then every Rebuild button is disabled and its row says Rebuilding with its progress", () => {
    const html = render(
      <ProjectionList items={items} running={running} starting={null} onRebuild={() => {}} />,
    );
    expect(buttons(html)).toHaveLength(3);
    expect(buttons(html).every((b) => / disabled=""/.test(b))).toBe(true);
    expect(rows(html)[1]).toMatch(/^practice Rebuilding Position/);
    const practiceRow = html.slice(html.indexOf('data-testid="projection-practice"'));
    expect(practiceRow.slice(0, practiceRow.indexOf('data-testid="projection-users"'))).toContain(
      'aria-label="Rebuild of practice"',
    );
  });

  it("given a start just asked for, when shown, then the buttons wait and its row says Rebuilding", () => {
    const html = render(
      <ProjectionList items={items} running={null} starting="users" onRebuild={() => {}} />,
    );
    expect(buttons(html).every((b) => / disabled=""/.test(b))).toBe(true);
    expect(rows(html)[2]).toMatch(/^users Rebuilding Position/);
  });

  it("given no checkpoints yet, when shown, then it says so", () => {
    expect(
      text(
        render(<ProjectionList items={[]} running={null} starting={null} onRebuild={() => {}} />),
      ),
    ).toBe("No projection has run yet.");
  });
});

describe("the rebuild status", () => {
  it("given a replay, when shown, then a bar at its share with events done of total, events/s and time left", () => {
    const html = render(<RebuildStatus rebuild={running} />);
    expect(text(html)).toBe(
      "Rebuilding practice Replaying events... 25% 2,500 of 10,000 events 1,250 events/s about 6 s left",
    );
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('aria-label="Rebuild of practice"');
  });

  it("given it finished, when shown, then the events and seconds", () => {
    const html = render(
      <RebuildStatus rebuild={{ ...running, phase: "done", eventsDone: 10_000, seconds: 7.2 }} />,
    );
    expect(text(html)).toBe("Last rebuild: practice finished, 10,000 events in 7.2 s.");
  });

  it("given it failed, when shown, then its error and that the live tables were kept", () => {
    const html = render(
      <RebuildStatus rebuild={{ ...running, phase: "failed", error: "disk full" }} />,
    );
    expect(text(html)).toBe(
      "Last rebuild: practice failed: disk full. The live tables were left as they were.",
    );
  });
});

describe("the panel", () => {
  it("given the statuses and a running rebuild in the cache, when shown, then its progress in its row, buttons disabled", () => {
    const list: List = { projections: items };
    const html = render(<ProjectionsPanel />, (client) => {
      client.setQueryData(adminQueries.projections().queryKey, list);
      client.setQueryData(adminQueries.rebuild().queryKey, { rebuild: running });
    });
    const shown = text(html);
    expect(shown).toMatch(/^Projections The read models/);
    expect(shown.indexOf("Rebuilding practice")).toBeGreaterThan(
      shown.indexOf("practice Rebuilding"),
    );
    expect(shown.indexOf("Rebuilding practice")).toBeLessThan(shown.indexOf("users Failed"));
    expect(buttons(html).every((b) => / disabled=""/.test(b))).toBe(true);
  });

  it("given the last rebuild ended, when shown, then its line above the list and the buttons enabled", () => {
    const html = render(<ProjectionsPanel />, (client) => {
      client.setQueryData(adminQueries.projections().queryKey, { projections: items });
      client.setQueryData(adminQueries.rebuild().queryKey, {
        rebuild: { ...running, phase: "done", eventsDone: 10_000, seconds: 3 },
      });
    });
    const shown = text(html);
    expect(shown.indexOf("Last rebuild: practice finished, 10,000 events in 3.0 s.")).toBeLessThan(
      shown.indexOf("activity Up to date"),
    );
    expect(buttons(html).some((b) => / disabled=""/.test(b))).toBe(false);
  });

  it("given no rebuild yet, when shown, then the list alone with its buttons enabled", () => {
    const html = render(<ProjectionsPanel />, (client) => {
      client.setQueryData(adminQueries.projections().queryKey, { projections: items });
      client.setQueryData(adminQueries.rebuild().queryKey, { rebuild: null });
    });
    expect(text(html)).not.toContain("Rebuilding");
    expect(text(html)).not.toContain("Last rebuild");
    expect(buttons(html).some((b) => / disabled=""/.test(b))).toBe(false);
  });
});
