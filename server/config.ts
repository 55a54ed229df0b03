export type Dialect = "spec" | "production";
