import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The SPA's root is web/; `npm start` builds it into dist/web and the API serves it.
// Under `npm run dev`, Vite serves it with hot reload and proxies /api to the API process.
export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL("./dist/web", import.meta.url)), emptyOutDir: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
