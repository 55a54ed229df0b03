// Every setting of the service is read in one file, so one file lists them all.
import { resolve } from "node:path";
import { isMember, isTestSide, server } from "./source-tree.js";

const SERVER_CONFIG = resolve(server, "config.ts");

export const processEnv = {
  meta: {
    type: "problem",
    docs: {
      description: "process.env is read in server/config.ts only, so every setting is found in one file.",
    },
    messages: {
      env: "process.env outside server/config.ts: add the setting there and read it through envSetting().",
    },
    schema: [],
  },
  create(context) {
    if (isTestSide(context.filename) || resolve(context.filename) === SERVER_CONFIG) return {};
    return {
      MemberExpression(node) {
        if (isMember(node, "process", "env")) context.report({ node, messageId: "env" });
      },
    };
  },
};
