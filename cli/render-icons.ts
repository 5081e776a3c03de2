// Renders the app's PNG icons from the logo (web/favicon.svg) with Debian's Chromium, into
// web/public/icons/ (Vite copies web/public/ to the build's root as is). Run after changing the
// logo: `npm run icons`, then look at the PNGs and commit them.
//
// - icon-192.png, icon-512.png (manifest, purpose "any"): the logo filling the square; its
//   rounded corners stay transparent.
// - icon-maskable-512.png (manifest, purpose "maskable"): the logo's green to every edge, the logo
//   at 72% in the middle, so its bars stay well inside the 80% safe zone whatever shape the
//   launcher cuts.
// - apple-touch-icon.png (180, linked from index.html): iOS rounds the corners itself and fills
//   transparency with black, so the green goes to every edge here too.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const web = fileURLToPath(new URL("../web/", import.meta.url));
const out = path.join(web, "public", "icons");

/** The logo's background, the first rect of favicon.svg. */
const LOGO_GREEN = "#047857";

type Icon = { file: string; size: number; logoScale: number; background: string | null };

const ICONS: Icon[] = [
  { file: "icon-192.png", size: 192, logoScale: 1, background: null },
  { file: "icon-512.png", size: 512, logoScale: 1, background: null },
  { file: "icon-maskable-512.png", size: 512, logoScale: 0.72, background: LOGO_GREEN },
  { file: "apple-touch-icon.png", size: 180, logoScale: 0.9, background: LOGO_GREEN },
];

function html(svg: string, { size, logoScale, background }: Icon): string {
  const logo = Math.round(size * logoScale);
  const sized = svg.replace("<svg ", `<svg width="${logo}" height="${logo}" `);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background ?? "transparent"}">${sized}</body></html>`;
}

const svg = (await readFile(path.join(web, "favicon.svg"), "utf8")).trim();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(html(svg, icon));
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`${path.relative(process.cwd(), path.join(out, icon.file))} (${icon.size}px)`);
  }
} finally {
  await browser.close();
}
