import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, compressed once at build time at
 * the highest levels; the server sends them to browsers that accept them (preCompressed).
 */
function precompress(): Plugin {
  return {
    name: "levelfield:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css|html|svg|json)$/.test(file.fileName))
          .map(async (file) => {
            const source = file.type === "chunk" ? file.code : file.source;
            const data = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
            if (data.length < 1024) return;
            const target = path.join(outDir, file.fileName);
            await writeFile(
              `${target}.br`,
              await brotli(data, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              }),
            );
            await writeFile(`${target}.gz`, await gzipAsync(data, { level: 9 }));
          }),
      );
    },
  };
}

/** The brand colour (styles.css --primary, light) and the page background, as the manifest needs. */
const THEME_COLOR = "#00784f";
const BACKGROUND_COLOR = "#f7fbf9";

/**
 * The service worker (web/sw.ts, built to /sw.js with Workbox's precache manifest injected) and
 * the web app manifest. Registration is the app's own (web/lib/service-worker.ts), so nothing
 * is injected into index.html but the manifest link. Off under `npm run dev`.
 */
function pwa() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: ".",
    filename: "sw.ts",
    injectRegister: false,
    registerType: "prompt",
    injectManifest: {
      // The app shell, every built chunk (each page's code, so any page opens offline), the
      // styles, the icons and fonts. Not the .br/.gz copies: the worker fetches plain files.
      globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
      globIgnores: ["sw.js"],
      // The largest chunk (the charts) is ~600 KB before compression.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    manifest: {
      id: "/",
      name: "Levelfield",
      short_name: "Levelfield",
      description:
        "SAT prep that levels the playing field: a Daily Drop of questions, your progress, tips and friends.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        {
          src: "/icons/icon-maskable-512.png",
          sizes: "512x512",
          type: "image/png",
          purpose: "maskable",
        },
      ],
    },
    devOptions: { enabled: false },
  });
}

// The SPA's root is web/; `npm start` builds it into dist/web and the API serves it.
// Under `npm run dev`, Vite serves it with hot reload and proxies /api to the API process.
export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  plugins: [react(), tailwindcss(), pwa(), precompress()],
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The icons (lucide-react, ~1 KB each) in one chunk: split by who uses them, they were
          // a dozen tiny chunks, each its own request after the screen's chunk (bench/lighthouse.ts).
          groups: [{ name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
