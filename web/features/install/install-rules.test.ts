// The install prompt's decision (installable × mobile × dismissed × standalone × iOS Safari) and
// the device rules, from real browsers' User-Agent strings and Client Hints.
import { describe, expect, it } from "vitest";
import {
  deviceSituation,
  installPromptKind,
  isIosSafari,
  isMobileDevice,
  isStandalone,
  type InstallSituation,
  type NavigatorLike,
} from "./install-rules.ts";

const UA = {
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTabletChrome:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  androidFirefox: "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  iphoneFirefox:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15",
  iphoneInApp:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 350.0.0.0",
  ipadOsSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

const hints = (mobile: boolean, platform: string) => ({ mobile, platform });

describe("when the install prompt shows", () => {
  const base: InstallSituation = {
    installable: true,
    dismissed: false,
    mobile: true,
    standalone: false,
    iosSafari: false,
  };

  it("shows the install card when installable, on a mobile device, not dismissed, not installed", () => {
    expect(installPromptKind(base)).toBe("install");
  });

  it("shows nothing once dismissed, on a desktop, or in the installed app", () => {
    expect(installPromptKind({ ...base, dismissed: true })).toBeNull();
    expect(installPromptKind({ ...base, mobile: false })).toBeNull();
    expect(installPromptKind({ ...base, standalone: true })).toBeNull();
  });

  it("shows nothing on a mobile browser that has offered no install event (and is not iOS Safari)", () => {
    expect(installPromptKind({ ...base, installable: false })).toBeNull();
  });

  it("gives iOS Safari the Add to Home Screen instructions, under the same conditions", () => {
    const ios = { ...base, installable: false, iosSafari: true };
    expect(installPromptKind(ios)).toBe("ios-instructions");
    expect(installPromptKind({ ...ios, dismissed: true })).toBeNull();
    expect(installPromptKind({ ...ios, standalone: true })).toBeNull();
    expect(installPromptKind({ ...ios, mobile: false })).toBeNull();
  });

  it("prefers the real install dialog when a browser has one", () => {
    expect(installPromptKind({ ...base, iosSafari: true })).toBe("install");
  });

  it("decides every one of the 32 combinations by the rule", () => {
    const flags = [false, true];
    let shown = 0;
    for (const installable of flags)
      for (const dismissed of flags)
        for (const mobile of flags)
          for (const standalone of flags)
            for (const iosSafari of flags) {
              const kind = installPromptKind({
                installable,
                dismissed,
                mobile,
                standalone,
                iosSafari,
              });
              const eligible = mobile && !dismissed && !standalone;
              const expected = !eligible
                ? null
                : installable
                  ? "install"
                  : iosSafari
                    ? "ios-instructions"
                    : null;
              expect(
                kind,
                JSON.stringify({ installable, dismissed, mobile, standalone, iosSafari }),
              ).toBe(expected);
              if (kind) shown++;
            }
    // installable or iOS (3 of 4) × the one eligible combination of the other three flags.
    expect(shown).toBe(3);
  });
});

describe("a mobile device", () => {
  it("trusts Client Hints where the browser has them: mobile, or an Android or iOS platform", () => {
    expect(
      isMobileDevice({ userAgent: UA.androidChrome, userAgentData: hints(true, "Android") }),
    ).toBe(true);
    expect(
      isMobileDevice({ userAgent: UA.androidTabletChrome, userAgentData: hints(false, "Android") }),
    ).toBe(true);
    expect(
      isMobileDevice({ userAgent: UA.windowsChrome, userAgentData: hints(false, "Windows") }),
    ).toBe(false);
    // A desktop Chromium with an edited User-Agent string is still the desktop the hints say.
    expect(
      isMobileDevice({ userAgent: UA.androidChrome, userAgentData: hints(false, "Linux") }),
    ).toBe(false);
  });

  it("reads the User-Agent string elsewhere: Android, iPhone, iPad, iPod, Mobile", () => {
    expect(isMobileDevice({ userAgent: UA.androidFirefox })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.iphoneSafari })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.iphoneChrome })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.linuxFirefox })).toBe(false);
  });

  it("counts an iPad on iPadOS (a Mac by its User-Agent string, with touch points) but not a Mac", () => {
    expect(isMobileDevice({ userAgent: UA.ipadOsSafari, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.macSafari, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileDevice({ userAgent: UA.macSafari })).toBe(false);
  });
});

describe("iOS Safari", () => {
  it("is Safari on an iPhone or an iPad", () => {
    expect(isIosSafari({ userAgent: UA.iphoneSafari })).toBe(true);
    expect(isIosSafari({ userAgent: UA.ipadOsSafari, maxTouchPoints: 5 })).toBe(true);
  });

  it("is not Chrome or Firefox on iOS, an app's built-in browser, a Mac or Android", () => {
    expect(isIosSafari({ userAgent: UA.iphoneChrome })).toBe(false);
    expect(isIosSafari({ userAgent: UA.iphoneFirefox })).toBe(false);
    expect(isIosSafari({ userAgent: UA.iphoneInApp })).toBe(false);
    expect(isIosSafari({ userAgent: UA.macSafari, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: UA.androidChrome })).toBe(false);
  });
});

describe("running installed", () => {
  it("is the standalone display mode or iOS Safari's navigator.standalone", () => {
    expect(isStandalone({ userAgent: UA.androidChrome }, true)).toBe(true);
    expect(isStandalone({ userAgent: UA.iphoneSafari, standalone: true }, false)).toBe(true);
    expect(isStandalone({ userAgent: UA.iphoneSafari, standalone: false }, false)).toBe(false);
    expect(isStandalone({ userAgent: UA.androidChrome }, false)).toBe(false);
  });
});

describe("the device's situation", () => {
  const cases: [string, NavigatorLike, boolean, ReturnType<typeof deviceSituation>][] = [
    [
      "Chrome on Android",
      { userAgent: UA.androidChrome, userAgentData: hints(true, "Android") },
      false,
      { mobile: true, standalone: false, iosSafari: false },
    ],
    [
      "Safari on an iPhone, from the home screen",
      { userAgent: UA.iphoneSafari, standalone: true },
      false,
      { mobile: true, standalone: true, iosSafari: true },
    ],
    [
      "Chrome on a desktop, however narrow",
      { userAgent: UA.windowsChrome, userAgentData: hints(false, "Windows") },
      false,
      { mobile: false, standalone: false, iosSafari: false },
    ],
  ];
  it.each(cases)("%s", (_, nav, standaloneDisplay, expected) => {
    expect(deviceSituation(nav, standaloneDisplay)).toEqual(expected);
  });
});
