// The install prompt's card: its words and roles rendered to HTML, and its buttons, found in
// the element tree the card returns and pressed, doing what they say (the browser test presses
// them in Chromium).
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { text } from "../../testing/markup.ts";
import {
  createInstallEvents,
  INSTALL_DISMISSED_KEY,
  type BeforeInstallPromptEvent,
} from "./install-events.ts";
import { INSTALL_TEXT, InstallPromptCard, type InstallPromptCardProps } from "./install-prompt.tsx";

type Props = { children?: ReactNode; onClick?: (event: unknown) => void; "aria-label"?: string };

/** The text inside an element tree, without rendering components (a button's label). */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<Props>(node)) return textOf(node.props.children);
  return "";
}

/** Every element in the tree with an onClick, named by its aria-label or its text. */
function clickables(node: ReactNode, found = new Map<string, ReactElement<Props>>()) {
  if (Array.isArray(node)) node.forEach((child) => clickables(child, found));
  else if (isValidElement<Props>(node)) {
    if (node.props.onClick)
      found.set(node.props["aria-label"] ?? textOf(node.props.children), node);
    else clickables(node.props.children, found);
  }
  return found;
}

/** A click as the handler sees it: a button (not focused, so focus is left alone). */
const click = (element: ReactElement<Props> | undefined) => {
  const button = { ownerDocument: { activeElement: null, getElementById: () => null } };
  element!.props.onClick!({ currentTarget: button });
};

function card(kind: InstallPromptCardProps["kind"]) {
  const pressed: string[] = [];
  const tree = InstallPromptCard({
    kind,
    onInstall: () => pressed.push("install"),
    onDismiss: () => pressed.push("dismiss"),
  });
  return { buttons: clickables(tree), pressed, html: renderToStaticMarkup(tree) };
}

describe("the install card", () => {
  it("says what installing gives, as a labelled region with Install, Not now and Close", () => {
    const { html, buttons } = card("install");
    expect(html).toMatch(/^<section aria-labelledby="install-prompt-title"/);
    expect(html).toContain('<h2 id="install-prompt-title"');
    expect(text(html)).toBe(`Install Levelfield ${INSTALL_TEXT} Install Not now`);
    expect([...buttons.keys()]).toEqual(["Install", "Not now", "Close"]);
    // Not a modal: nothing blocks the page or takes focus.
    expect(html).not.toMatch(/aria-modal|role="dialog"|autofocus/i);
  });

  it("Install asks the browser; Not now and Close dismiss", () => {
    const { buttons, pressed } = card("install");
    click(buttons.get("Install"));
    click(buttons.get("Not now"));
    click(buttons.get("Close"));
    expect(pressed).toEqual(["install", "dismiss", "dismiss"]);
  });

  it("on iOS Safari, says how to add the app from the Share menu, with Got it and Close", () => {
    const { html, buttons, pressed } = card("ios-instructions");
    expect(text(html)).toBe(
      "Install Levelfield Tap the Share button , then Add to Home Screen . Got it",
    );
    expect(html).toContain("lucide-share");
    expect([...buttons.keys()]).toEqual(["Got it", "Close"]);
    click(buttons.get("Got it"));
    click(buttons.get("Close"));
    expect(pressed).toEqual(["dismiss", "dismiss"]);
  });

  it("moves a pressed button's focus to the page's content as the card goes away", () => {
    const main = { focused: false, focus: () => (main.focused = true) };
    const { buttons } = card("install");
    const button = {
      ownerDocument: {
        activeElement: null as unknown,
        getElementById: (id: string) => (id === "main" ? main : null),
      },
    };
    button.ownerDocument.activeElement = button;
    buttons.get("Not now")!.props.onClick!({ currentTarget: button });
    expect(main.focused).toBe(true);
  });

  it("wired to the install events, its buttons call prompt() and set the remembered flag", async () => {
    const storage = new Map<string, string>();
    const window = new EventTarget();
    const events = createInstallEvents(
      window,
      () =>
        ({
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => void storage.set(key, value),
        }) as unknown as Storage,
    );
    const prompts: number[] = [];
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => void prompts.push(1),
      userChoice: Promise.resolve({ outcome: "accepted" as const }),
    }) as BeforeInstallPromptEvent;
    window.dispatchEvent(event);

    let installing: Promise<void> = Promise.resolve();
    const tree = InstallPromptCard({
      kind: "install",
      onInstall: () => (installing = events.install()),
      onDismiss: events.dismiss,
    });
    click(clickables(tree).get("Install"));
    await installing;
    expect(prompts).toEqual([1]);
    expect(storage.get(INSTALL_DISMISSED_KEY)).toBe("true");

    storage.clear();
    click(
      clickables(
        InstallPromptCard({ kind: "install", onInstall: () => {}, onDismiss: events.dismiss }),
      ).get("Not now"),
    );
    expect(storage.get(INSTALL_DISMISSED_KEY)).toBe("true");
  });
});
