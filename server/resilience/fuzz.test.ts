import { fuzzSuite } from "./fuzz-suite.ts";

fuzzSuite("pglite");
