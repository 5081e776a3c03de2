// The kit's own rules, rendered to HTML without a browser (the browser tests cover behaviour).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar.tsx";
import { Button } from "./button.tsx";
import { Field } from "./input.tsx";
import { Progress } from "./progress.tsx";

describe("the UI kit", () => {
  it("caps a progress bar at its maximum (17 answered of 16 is a full bar, not an overflow)", () => {
    const html = renderToStaticMarkup(<Progress value={17} max={16} aria-label="Answered" />);
    expect(html).toContain('aria-valuenow="16"');
    expect(html).toContain("width:100%");
    expect(renderToStaticMarkup(<Progress value={-3} aria-label="x" />)).toContain("width:0%");
  });

  it("makes buttons plain buttons unless asked to submit", () => {
    expect(renderToStaticMarkup(<Button>Go</Button>)).toContain('type="button"');
    expect(renderToStaticMarkup(<Button type="submit">Go</Button>)).toContain('type="submit"');
    const link = renderToStaticMarkup(
      <Button asChild>
        <a href="/faq">FAQ</a>
      </Button>,
    );
    expect(link).toMatch(/^<a [^>]*href="\/faq"/);
    expect(link).not.toContain("type=");
  });

  it("ties a field's error to its input and marks the input invalid", () => {
    const html = renderToStaticMarkup(<Field label="Email" error="Please enter your email." />);
    const describedBy = html.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`id="${describedBy}" role="alert"`);
    expect(renderToStaticMarkup(<Field label="Email" />)).not.toContain('aria-invalid="');
  });

  it("shows the initials until a picture loads", () => {
    const html = renderToStaticMarkup(<Avatar src={null} fallback="MC" />);
    expect(html).toContain(">MC<");
  });
});
