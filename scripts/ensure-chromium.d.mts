// Types of ensure-chromium.mjs, for the TypeScript files that read the browsers' paths (playwright.config.ts, e2e).
export declare const BROWSERS: Record<"e2e" | "bench", { pkg: string; path: string }>;
export declare function chromiumPath(use: "e2e" | "bench"): string;
export declare function ensureChromium(use: "e2e" | "bench"): string;
