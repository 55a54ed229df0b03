// The browser's JSON comes from storage, URLs, users and the service: it is parsed by the safe parser
// or by the wire parsers, which check it against schemas.
import { resolve } from "node:path";
import { isMember, isTestSide, src } from "./source-tree.js";

const JSON_PARSERS = ["lib/safe-json.ts", "lib/http.ts", "lib/http-error.ts"].map((file) =>
  resolve(src, file),
);

export const jsonParse = {
  meta: {
    type: "problem",
    docs: { description: "JSON.parse only in the safe parser (src/lib/safe-json.ts) and the wire parsers." },
    messages: {
      raw: "Raw JSON.parse: read JSON with parseJsonSafe (src/lib/safe-json.ts), which drops the keys that reach a prototype.",
    },
    schema: [],
  },
  create(context) {
    if (isTestSide(context.filename) || JSON_PARSERS.includes(resolve(context.filename))) return {};
    return {
      MemberExpression(node) {
        if (isMember(node, "JSON", "parse")) context.report({ node, messageId: "raw" });
      },
    };
  },
};
