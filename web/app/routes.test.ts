import { describe, expect, it } from "vitest";
import { matchRoute } from "wouter";
import { homeScreen } from "./home.tsx";
import { caseInsensitive } from "./routes.tsx";

const matches = (route: string, path: string) => matchRoute(caseInsensitive, route, path)[0];

describe("route matching", () => {
  it("ignores case", () => {
    expect(matches("/faq", "/FAQ")).toBe(true);
    expect(matches("/tips/bookmarked", "/Tips/Bookmarked")).toBe(true);
    expect(matches("/faq", "/faqs")).toBe(false);
  });

  it("supports named parameters, optional segments and wildcards", () => {
    expect(matchRoute(caseInsensitive, "/users/:id", "/USERS/42")).toEqual([
      true,
      { 0: "42", id: "42" },
    ]);
    expect(matches("/tips/:tab?", "/tips")).toBe(true);
    expect(matches("/docs/*", "/docs/a/b")).toBe(true);
  });
});

describe("the Home logic for a signed-in user", () => {
  const profile = {
    id: "u1",
    firstName: "Maya",
    lastName: "Chen",
    gradeLevel: "11",
    school: "Lincoln High School",
    satDate: "2026-03-14",
    username: "BraveOtter042",
    diagnosticCompleted: false,
  };
  it("sends a profile without a grade level or a school to onboarding", () => {
    expect(homeScreen({ ...profile, gradeLevel: null })).toBe("onboarding");
    expect(homeScreen({ ...profile, school: null })).toBe("onboarding");
  });
  it("then asks for a username, then shows the dashboard", () => {
    expect(homeScreen({ ...profile, username: null })).toBe("username");
    expect(homeScreen(profile)).toBe("dashboard");
  });
});
