import { renderToStaticMarkup } from "react-dom/server";
import { isValidElement, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toastStore } from "../components/ui/use-toast.ts";
import { NEW_VERSION_MESSAGE, showNewVersionToast } from "./new-version.tsx";

afterEach(() => dismissToast());

describe("the new-version toast", () => {
  it("says a new version is ready, stays until the student acts, and its Reload activates the waiting worker", () => {
    const activate = vi.fn();
    showNewVersionToast(activate);
    const [shown] = toastStore.getSnapshot();
    expect(shown).toMatchObject({
      title: "A new version of Levelfield is ready.",
      open: true,
      duration: Infinity,
    });
    expect(NEW_VERSION_MESSAGE).toBe("A new version of Levelfield is ready.");

    const action = shown!.action as ReactElement<{ onClick: () => void; altText: string }>;
    expect(isValidElement(action)).toBe(true);
    expect(action.props.altText).toMatch(/new version/);
    expect(activate).not.toHaveBeenCalled();
    action.props.onClick();
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it("renders its action as a button named Reload", () => {
    showNewVersionToast(() => {});
    const action = toastStore.getSnapshot()[0]!.action as ReactElement;
    const html = renderToStaticMarkup(action);
    expect(html).toMatch(/<button [^>]*type="button"[^>]*>Reload<\/button>/);
  });
});
