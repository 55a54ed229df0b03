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
    proxy: {
      "/billing": stack,
      "/chat": stack,
      "/proxy": stack,
      "/config.json": stack,
    },
  },
  build: {
    target: "es2022",
    sourcemap: true,
  },
});
