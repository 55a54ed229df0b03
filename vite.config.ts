import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The dev server proxies the service paths to the local stack that `npm run dev` starts,
// so the browser talks to one origin in development exactly as it does under `npm start`.
const stack = process.env.STACK_URL ?? "http://127.0.0.1:8787";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    host: "127.0.0.1",
    // changeOrigin stays false: /config.json builds absolute base URLs from the Host header, and
    // those must name the dev server, not the stack, or the browser would go cross-origin.
    proxy: Object.fromEntries(
      ["/billing", "/chat", "/proxy", "/config.json"].map((path) => [
        path,
        { target: stack, changeOrigin: false },
      ]),
    ),
  },
  build: {
    target: "es2022",
    sourcemap: true,
  },
});
