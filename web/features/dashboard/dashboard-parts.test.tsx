// The dashboard's parts rendered to HTML without a browser: tiles, the diagnostic card in both
// states, the quick actions' links and the greeting.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import {
  DiagnosticCard,
  Greeting,
  PracticeNote,
  QuickActions,
  StatTiles,
} from "./dashboard-parts.tsx";

const render = (node: ReactNode) => renderToStaticMarkup(<Router ssrPath="/">{node}</Router>);

/** The text of the markup without tags, whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The dt/dd pairs of every description list in the markup, as "label: value". */
const terms = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/g)].map(
    ([, dt, dd]) => `${text(dt!)}: ${text(dd!)}`,
  );

/** The href of the link whose text is `label`. */
const hrefOf = (html: string, label: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].find(
    ([, , inner]) => text(inner!) === label,
  )?.[1];

describe("the stat tiles", () => {
  it("given a student's streak, XP and levels, when rendered, then each tile pairs its label with its value", () => {
    const html = render(
      <StatTiles streakDays={4} totalXP={1250} levels={{ english: 3, math: 2 }} />,
    );
    expect(terms(html)).toEqual([
      "Day Streak: 4",
      "Total XP: 1,250",
      "English Level: 3",
      "Math Level: 2",
    ]);
  });

  it("given a new student, when rendered, then the tiles show zeros and level 1, not blanks", () => {
    const html = render(<StatTiles streakDays={0} totalXP={0} levels={{ english: 1, math: 1 }} />);
    expect(terms(html)).toEqual([
      "Day Streak: 0",
      "Total XP: 0",
      "English Level: 1",
      "Math Level: 1",
    ]);
  });
});

describe("the diagnostic card", () => {
  it("given the diagnostic is not done, when rendered, then it explains it and links to /diagnostic", () => {
    const html = render(<DiagnosticCard completed={false} />);
    expect(text(html)).toContain("12–16 question adaptive diagnostic");
    expect(hrefOf(html, "Start Diagnostic Test")).toBe("/diagnostic");
    expect(html).not.toContain("Diagnostic Complete");
    expect(html).not.toContain("<dl");
  });

  it("given the diagnostic is done, when rendered, then it shows both estimates and 'Diagnostic Complete ✓'", () => {
    const html = render(<DiagnosticCard completed scores={{ english: 620, math: 580 }} />);
    expect(text(html)).toContain("Diagnostic Complete ✓");
    expect(terms(html)).toEqual(["English: 620", "Math: 580"]);
    expect(html).not.toContain("Start Diagnostic Test");
  });

  it("given either state, when rendered, then its heading is an h2 under the page's h1", () => {
    expect(render(<DiagnosticCard completed={false} />)).toMatch(/<h2[^>]*>Diagnostic Test<\/h2>/);
    expect(render(<DiagnosticCard completed scores={{ english: 500, math: 500 }} />)).toMatch(
      /<h2[^>]*>Estimated SAT Scores<\/h2>/,
    );
  });
});

describe("the dashboard's header and footer", () => {
  it("given a first name and a day, when rendered, then the h1 greets by name above that day's date", () => {
    const html = render(<Greeting firstName="Maya" today={new Date(2026, 10, 21, 8)} />);
    expect(html).toMatch(/<h1[^>]*>Welcome back, Maya!<\/h1>/);
    expect(html).toContain('<time dateTime="2026-11-21">Saturday, November 21, 2026</time>');
  });

  it("given no first name, when rendered, then the h1 greets 'Student'", () => {
    const html = render(<Greeting firstName={null} today={new Date(2026, 10, 21, 8)} />);
    expect(html).toMatch(/<h1[^>]*>Welcome back, Student!<\/h1>/);
  });

  it("given the quick actions, when rendered, then they link to progress and to practice", () => {
    const html = render(<QuickActions />);
    expect(hrefOf(html, "View Progress &amp; Analytics")).toBe("/progress");
    expect(hrefOf(html, "Practice Mode")).toBe("/daily-drop");
  });

  it("given the footer note, when rendered, then it mentions daily practice, 5 minutes and adaptive difficulty", () => {
    const note = text(render(<PracticeNote />));
    expect(note).toMatch(/daily/i);
    expect(note).toContain("5 minutes");
    expect(note).toMatch(/difficulty that adapts/);
  });
});
