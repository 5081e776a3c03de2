// The signed-in part of the navigation bar rendered to HTML: the links a user's roles open
// (/admin for admins, /analyst for analysts), in the bar and the phone's side sheet (one list:
// `roleLinks`), and none for a student. The browser tests click them at both widths.
import { describe, expect, it } from "vitest";
import type { User } from "../lib/auth.ts";
import { hrefOf } from "../testing/markup.ts";
import { renderWithProviders } from "../testing/render.tsx";
import { testStudent } from "../testing/user.ts";
import AccountMenu, { roleLinks } from "./account-menu.tsx";

const student = testStudent();

const bar = (user: User) =>
  renderWithProviders(<AccountMenu user={user} showGamification={false} />);
const labels = (user: User) => roleLinks(user).map(({ href, label }) => `${label} ${href}`);

describe("the links a user's roles open", () => {
  it("given a student, then neither Admin nor Analyst", () => {
    expect(labels(student)).toEqual([]);
    const html = bar(student);
    expect(hrefOf(html, "Admin")).toBeUndefined();
    expect(hrefOf(html, "Analyst")).toBeUndefined();
  });

  it("given an admin, then Admin to /admin (and no Analyst unless granted)", () => {
    const admin = { ...student, role: "admin" as const };
    expect(labels(admin)).toEqual(["Admin /admin"]);
    expect(hrefOf(bar(admin), "Admin")).toBe("/admin");
    expect(hrefOf(bar(admin), "Analyst")).toBeUndefined();
  });

  it("given an analyst, then Analyst to /analyst; given both roles, then both", () => {
    const analyst = { ...student, analyst: true };
    expect(labels(analyst)).toEqual(["Analyst /analyst"]);
    expect(hrefOf(bar(analyst), "Analyst")).toBe("/analyst");
    const both = { ...analyst, role: "admin" as const };
    expect(labels(both)).toEqual(["Admin /admin", "Analyst /analyst"]);
    const html = bar(both);
    expect(hrefOf(html, "Admin")).toBe("/admin");
    expect(hrefOf(html, "Analyst")).toBe("/analyst");
  });
});
