/**
 * Production's seven verticals (real-service-notes.md): the dashboard offers them for a production
 * connection (no endpoint lists them) and the reference service serves the same seven.
 */
export const PRODUCTION_VERTICALS = [
  "crypto",
  "company",
  "medical",
  "news",
  "cybersec",
  "adtech",
  "insurance",
] as const;
