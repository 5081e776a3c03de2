// The information pages render, keep the spec's counts and prices, link only to the site's
// public routes or mailto:, and contain no placeholder text.
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { AboutPage } from "./about.tsx";
import { BuyOneGiveOnePage } from "./buy-one-give-one.tsx";
import { ContactPage } from "./contact.tsx";
import { FAQ_ITEMS, FaqPage } from "./faq.tsx";
import { HowItWorksPage } from "./how-it-works.tsx";
import { PrivacyPage } from "./privacy.tsx";
import { SchoolsPage } from "./schools.tsx";
import { TermsPage } from "./terms.tsx";
import { text } from "../../testing/markup.ts";
import { renderWithProviders } from "../../testing/render.tsx";

const PAGES: [string, ComponentType, string][] = [
  ["/privacy", PrivacyPage, "Privacy Policy"],
  ["/terms", TermsPage, "Terms of Service"],
  ["/about", AboutPage, "About Levelfield"],
  ["/how-it-works", HowItWorksPage, "How It Works"],
  ["/faq", FaqPage, "Frequently Asked Questions"],
  ["/contact", ContactPage, "Contact Us"],
  ["/schools", SchoolsPage, "For Schools &amp; PTAs"],
  ["/buy-one-give-one", BuyOneGiveOnePage, "Buy One Give One"],
];
const PUBLIC_ROUTES = new Set(["/", ...PAGES.map(([path]) => path)]);

function render(path: string, Page: ComponentType): string {
  return renderWithProviders(<Page />, { path });
}

describe.each(PAGES)("%s", (path, Page, title) => {
  const html = render(path, Page);

  it("has one h1, the title", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it("links only to public routes and mailto:", () => {
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
    for (const href of hrefs) {
      expect(href.startsWith("mailto:") || PUBLIC_ROUTES.has(href), href).toBe(true);
    }
  });

  it("has no placeholder text", () => {
    expect(text(html)).not.toMatch(/lorem|ipsum|coming soon|placeholder|TODO|TBD/i);
  });

  it("hides every icon from assistive technology", () => {
    for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"');
  });
});

describe("the FAQ", () => {
  it("has exactly eleven items, each rendered", () => {
    expect(FAQ_ITEMS).toHaveLength(11);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(11);
    const html = render("/faq", FaqPage);
    expect(html.match(/<h3[\s>]/g)).toHaveLength(11);
  });

  it("states the trial and both prices", () => {
    const price = FAQ_ITEMS.find((item) => /cost/i.test(item.question));
    expect(price?.answer).toMatch(/free trial/);
    expect(price?.answer).toContain("$20 per month");
    expect(price?.answer).toContain("$80 per year");
  });

  it("gives the minimum age as 14", () => {
    expect(FAQ_ITEMS.find((item) => /how old/i.test(item.question))?.answer).toMatch(/14 or older/);
  });
});

describe("the claims", () => {
  it("How It Works has six numbered steps and says 10 minutes a day and 10 SAT bands", () => {
    const page = text(render("/how-it-works", HowItWorksPage));
    for (let step = 1; step <= 6; step++) expect(page).toContain(`Step ${step}`);
    expect(page).not.toContain("Step 7");
    expect(page).toContain("10 minutes a day");
    expect(page).toContain("10 SAT bands");
  });

  it("privacy says 14 or older; the terms say 15 or older", () => {
    expect(text(render("/privacy", PrivacyPage))).toContain("aged 14 or older");
    expect(text(render("/terms", TermsPage))).toContain("15 or older");
  });

  it("the schools page shows no price", () => {
    expect(text(render("/schools", SchoolsPage))).not.toMatch(/\$\d/);
  });
});
