// When the install prompt shows, as the spec says: "shown when installable, on a mobile device,
// and not dismissed". Installable means the browser handed over a `beforeinstallprompt` event;
// iOS Safari never does, so there the student gets the Add to Home Screen instructions instead.
// Nothing shows in the installed app itself. Plain functions of what the page can read, so the
// decision is tested without a browser.

/** What the prompt shows: the install card, the iOS instructions, or nothing. */
export type InstallPromptKind = "install" | "ios-instructions" | null;

export type InstallSituation = {
  /** A `beforeinstallprompt` event was caught and kept. */
  installable: boolean;
  /** The remembered dismissal flag is set (dismissed or installed before). */
  dismissed: boolean;
  /** A phone or tablet (not a desktop, however narrow its window). */
  mobile: boolean;
  /** Running as the installed app already. */
  standalone: boolean;
  /** Safari on an iPhone, iPad or iPod (which has no `beforeinstallprompt`). */
  iosSafari: boolean;
};

export function installPromptKind(situation: InstallSituation): InstallPromptKind {
  const { installable, dismissed, mobile, standalone, iosSafari } = situation;
  if (dismissed || standalone || !mobile) return null;
  if (installable) return "install";
  if (iosSafari) return "ios-instructions";
  return null;
}

/** The parts of `navigator` the decision reads (User-Agent Client Hints where the browser has them). */
export type NavigatorLike = {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile: boolean; platform?: string } | undefined;
  /** iOS Safari's own flag: true when opened from the home screen. */
  standalone?: boolean;
};

const MOBILE_PLATFORMS = new Set(["Android", "iOS"]);

/**
 * A phone or tablet. Client Hints answer where the browser has them (Chromium): `mobile`, or an
 * Android or iOS platform (an Android tablet reports `mobile: false`, and it has a home screen
 * too). Elsewhere the User-Agent string: Android, iPhone, iPad, iPod or "Mobile", and an iPad on
 * iPadOS, which reports itself as a Mac but has touch points.
 */
export function isMobileDevice(nav: NavigatorLike): boolean {
  const hints = nav.userAgentData;
  if (hints && typeof hints.mobile === "boolean") {
    return hints.mobile || MOBILE_PLATFORMS.has(hints.platform ?? "");
  }
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) || isIpadOs(nav);
}

function isIpadOs(nav: NavigatorLike): boolean {
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}

/**
 * Safari on iOS or iPadOS: the browser where Add to Home Screen is in the Share menu and no
 * `beforeinstallprompt` fires. Not Chrome, Firefox, Edge or Opera on iOS (CriOS, FxiOS, EdgiOS,
 * OPiOS), and not an app's built-in browser (no "Safari/" in its User-Agent string), where the
 * instructions would not match what the student sees.
 */
export function isIosSafari(nav: NavigatorLike): boolean {
  const ua = nav.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || isIpadOs(nav);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

/** Running as the installed app: the standalone display mode, or iOS Safari's own flag. */
export function isStandalone(nav: NavigatorLike, standaloneDisplay: boolean): boolean {
  return standaloneDisplay || nav.standalone === true;
}

/** The device's part of the situation, read from the browser. */
export function deviceSituation(
  nav: NavigatorLike,
  standaloneDisplay: boolean,
): Pick<InstallSituation, "mobile" | "standalone" | "iosSafari"> {
  return {
    mobile: isMobileDevice(nav),
    standalone: isStandalone(nav, standaloneDisplay),
    iosSafari: isIosSafari(nav),
  };
}
