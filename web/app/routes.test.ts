import { describe, expect, it } from "vitest";
import { matchRoute } from "wouter";
import { homeScreen } from "./home.tsx";
import { isPageRoute, PAGE_ROUTES } from "../../api/schemas/pages.ts";
import { caseInsensitive, screenForPath } from "./routes.tsx";

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

// The router's table is built from the same list (PAGES), so the two cannot differ in which
// pages they hold; what is left to check is that the server matches an address like the router.
describe("the page list the server answers 200 for", () => {
  it("matches like the router: any case, one trailing slash; anything else is not a page", () => {
    for (const path of ["/", "/FAQ", "/tips/bookmarked/", "/Daily-Drop"]) {
      expect(isPageRoute(path), path).toBe(true);
      expect(PAGE_ROUTES.some((route) => matches(route, path))).toBe(true);
    }
    for (const path of ["/faqs", "/tips/nope/deeper", "/no-such-page", "/faq//", "//"]) {
      expect(isPageRoute(path), path).toBe(false);
      expect(PAGE_ROUTES.some((route) => matches(route, path))).toBe(false);
    }
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

describe("the screen whose chunk loads before the current user is known", () => {
  it("is the signed-in screen of the path, whatever its case", () => {
    expect(screenForPath("/daily-drop")).toBe("daily-drop");
    expect(screenForPath("/Daily-Drop")).toBe("daily-drop");
    expect(screenForPath("/tips")).toBe("tips");
    expect(screenForPath("/tips/bookmarked")).toBe("tips-bookmarked");
    expect(screenForPath("/study-planning")).toBe("study-planning");
  });

  it("is none for the landing, the information pages and unknown paths", () => {
    expect(screenForPath("/")).toBeNull();
    expect(screenForPath("/faq")).toBeNull();
    expect(screenForPath("/daily-drop-x")).toBeNull();
    expect(screenForPath("/nope")).toBeNull();
  });
});
