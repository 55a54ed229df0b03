// Rules of docs/architecture.md that ESLint has no built-in rule for, one module each, gathered into
// the `house` plugin that eslint.config.js turns on.
import { featureFolders } from "./feature-folders.js";
import { fileNames } from "./file-names.js";
import { jsonParse } from "./json-parse.js";
import { layers } from "./layers.js";
import { ownedControls } from "./owned-controls.js";
import { paidMutations } from "./paid-mutations.js";
import { plainObject } from "./plain-object.js";
import { processEnv } from "./process-env.js";
import { queryFactories } from "./query-factories.js";
import { storage } from "./storage.js";
import { testImports } from "./test-imports.js";

export { isTestSide } from "./source-tree.js";

export const houseRules = {
  meta: { name: "house" },
  rules: {
    layers,
    "file-names": fileNames,
    "test-imports": testImports,
    "json-parse": jsonParse,
    "process-env": processEnv,
    storage,
    "owned-controls": ownedControls,
    "plain-object": plainObject,
    "query-factories": queryFactories,
    "paid-mutations": paidMutations,
    "feature-folders": featureFolders,
  },
};
