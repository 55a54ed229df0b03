// One plain-object check for the dashboard and the service, in the one folder both may import: a second
// copy drifts (one lets arrays in, one does not).
import { resolve } from "node:path";
import { root } from "./source-tree.js";

const PLAIN_OBJECT_MODULE = resolve(root, "common", "plain-object");
const PLAIN_OBJECT_NAMES = /^is(Record|Object|Plain[A-Z]\w*)$/;

/** The operands of an `a && b && c` chain, in order. */
const operandsOf = (node) =>
  node.type === "LogicalExpression" && node.operator === "&&"
    ? [...operandsOf(node.left), ...operandsOf(node.right)]
    : [node];
const textOf = (context, node) => context.sourceCode.getText(node).replace(/\s+/g, "").replaceAll("'", '"');

/** A body that is `typeof x === "object" && x !== null && !Array.isArray(x)`, whatever the names. */
function isInlineCheck(context, fn) {
  const body =
    fn.body.type === "BlockStatement"
      ? fn.body.body.length === 1 && fn.body.body[0].type === "ReturnStatement" && fn.body.body[0].argument
      : fn.body;
  const param = fn.params[0]?.type === "Identifier" ? fn.params[0].name : null;
  if (!body || param === null) return false;
  const parts = operandsOf(body).map((part) => textOf(context, part));
  return [`typeof${param}==="object"`, `${param}!==null`, `!Array.isArray(${param})`].every((part) =>
    parts.includes(part),
  );
}

export const plainObject = {
  meta: {
    type: "problem",
    docs: { description: "The plain-object check lives in common/plain-object.ts only." },
    messages: {
      local:
        "Local plain-object check '{{name}}': import isRecord (or the stricter isPlainObject) from common/plain-object.ts.",
    },
    schema: [],
  },
  create(context) {
    if (resolve(context.filename).replace(/\.ts$/, "") === PLAIN_OBJECT_MODULE) return {};
    const check = (fn, id) => {
      const name = id?.type === "Identifier" ? id.name : "(anonymous)";
      if (PLAIN_OBJECT_NAMES.test(name) || isInlineCheck(context, fn))
        context.report({ node: id ?? fn, messageId: "local", data: { name } });
    };
    const isFunction = (node) => ["ArrowFunctionExpression", "FunctionExpression"].includes(node?.type);
    return {
      FunctionDeclaration: (node) => check(node, node.id),
      VariableDeclarator(node) {
        if (isFunction(node.init)) check(node.init, node.id);
      },
    };
  },
};
