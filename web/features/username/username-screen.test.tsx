// The username screen rendered to HTML without a browser: what each state shows and how it is
// labelled (the browser tests cover the calls and toasts).
import { describe, expect, it } from "vitest";
import type { User } from "../../lib/auth.ts";
import { authQueries } from "../../lib/queries.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { testStudent } from "../../testing/user.ts";
import { usernameQueries } from "./queries.ts";
import { CustomPreview } from "./custom-username-card.tsx";
import { UsernameScreen } from "./username-screen.tsx";

const student = testStudent({
  firstName: null,
  lastName: null,
  username: null,
  diagnosticCompleted: false,
});

function render(user: User, path = "/username-setup"): string {
  return renderWithProviders(<UsernameScreen />, {
    path,
    seed: (client) => {
      client.setQueryData(authQueries.user().queryKey, user);
      client.setQueryData(usernameQueries.options().queryKey, {
        adjectives: ["Brave", "Calm"],
        animals: ["Koi", "Otter"],
      });
    },
  });
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the username screen", () => {
  it("given a student with a username, when shown, then says it is set and leads to the Daily Drop", () => {
    const html = render({ ...student, username: "BraveOtter042" });
    expect(html).toMatch(/<h1[^>]*>Username Set!<\/h1>/);
    expect(html).toContain("BraveOtter042");
    expect(html).toMatch(/<a [^>]*href="\/daily-drop"[^>]*>Continue to Daily Drop/);
    expect(html).not.toContain("Generate Random");
    expect(html).toMatch(/<a [^>]*href="\/username-setup\?change"[^>]*>Change username/);
  });

  it("given a student with a username at ?change, when shown, then the chooser says it is a change, what it costs, and how to keep the name", () => {
    const html = render({ ...student, username: "BraveOtter042" }, "/username-setup?change");
    expect(html).toMatch(/<h1[^>]*>Change Your Username<\/h1>/);
    expect(text(html)).toContain(
      "You&#x27;re BraveOtter042 now. Pick a new name below: your old one is freed for other students, and you can change it once every 30 days.",
    );
    expect(html).toMatch(/<a [^>]*href="\/username-setup"[^>]*>Keep BraveOtter042/);
    expect(html).toContain("Generate Random");
  });

  it("given a student choosing a first username, when shown, then the 30-day change limit is said before any name is generated or used", () => {
    const shown = text(render(student));
    expect(shown).toContain(
      "Once you use a name, you can change it only once every 30 days, so pick one you like.",
    );
    expect(shown.indexOf("every 30 days")).toBeLessThan(shown.indexOf("Generate Random"));
  });

  it("given a student without a username at ?change, when shown, then simply the first choice", () => {
    const html = render(student, "/username-setup?change");
    expect(html).toMatch(/<h1[^>]*>Choose Your Username<\/h1>/);
  });

  it("given a student without a username, when shown, then offers a random and a custom name", () => {
    const html = render(student);
    const shown = text(html);
    expect(html).toMatch(/<h1[^>]*>Choose Your Username<\/h1>/);
    expect(shown).not.toContain("Username Set!");
    for (const label of [
      "Random Username",
      "Generate Random",
      "Use This Username",
      "Custom Username",
      "Use Custom Username",
      "Random numbers will be added",
    ]) {
      expect(shown).toContain(label);
    }
    // Buttons are enabled until a call runs: the checks answer with a toast.
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>[^<]*(Generate Random|Use )/);
  });

  it("given no words chosen yet, when shown, then the preview names both slots in a polite live region", () => {
    const html = render(student);
    const live = /<p aria-live="polite"[^>]*>(.*?)<\/p>/g;
    const regions = [...html.matchAll(live)].map((m) => text(m[1] ?? "").replace(/\s/g, ""));
    expect(regions).toContain("AdjectiveAnimal###");
  });

  it("given the picker, when shown, then each select's trigger is labelled by its own label", () => {
    const html = render(student);
    for (const name of ["Adjective", "Animal"]) {
      const labelFor = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${name}</label>`).exec(html)?.[1];
      expect(labelFor, name).toBeTruthy();
      expect(html).toMatch(new RegExp(`<button[^>]*role="combobox"[^>]*id="${labelFor}"`));
    }
  });

  it("given the chooser, when shown, then the info box covers filtering, privacy, COPPA and changing later", () => {
    const shown = text(render(student));
    expect(shown).toMatch(/filtered/);
    expect(shown).toMatch(/no personal information/);
    expect(shown).toMatch(/COPPA compliant for students under 13/);
    expect(shown).toMatch(/change your username later/);
  });

  it("given two chosen words, when previewed, then shows them with ### for the number", () => {
    const html = renderWithProviders(<CustomPreview adjective="Brave" animal="Otter" />);
    expect(text(html).replace(/\s/g, "")).toBe("BraveOtter###");
  });
});
