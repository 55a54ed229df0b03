// One path for paid calls (docs/architecture.md): a mutation that moves the balance is paid unless it
// says why not (`meta.unpaid: "<reason>"`). A paid mutation declares its account (`meta.accountOf`),
// and its `mutationFn` goes through the spend guard, `guardedSpend(request, run)`, whose `run` calls
// the request with its call record (a `recorded…` function). A mutation that calls the guard is paid.
// Outside the factory files (and src/lib, where the gate lives) nothing calls the gate: a component
// only calls the mutation.
import { relative, resolve, sep } from "node:path";

const src = resolve(import.meta.dirname, "..", "..", "src");
const isTest = (file) => /(\.test|-test-kit)\.tsx?$/.test(file);
/** The spend guard's entry points (src/lib/spend-guard.ts). */
const GATES = new Set(["guardedSpend", "spendAllowed", "confirmSpend"]);

/** A feature's factory file: src/features/<feature>/api/<feature>-queries.ts(x). */
export function isFactoryFile(file) {
  const parts = relative(src, resolve(file)).split(sep);
  return (
    parts.length === 4 &&
    parts[0] === "features" &&
    parts[2] === "api" &&
    parts[3].replace(/\.tsx?$/, "") === `${parts[1]}-queries` &&
    !isTest(file)
  );
}

const keyName = (property) =>
  property.type === "Property" && !property.computed
    ? property.key.type === "Identifier"
      ? property.key.name
      : property.key.type === "Literal"
        ? String(property.key.value)
        : null
    : null;
const propertyOf = (object, name) =>
  object?.type === "ObjectExpression" ? object.properties.find((p) => keyName(p) === name) : undefined;

/** Every node below `node` (parents excluded), depth first. */
function* nodesIn(node) {
  if (node === null || typeof node !== "object") return;
  if (typeof node.type === "string") yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent" || key === "loc" || key === "range") continue;
    if (Array.isArray(value)) for (const item of value) yield* nodesIn(item);
    else if (value && typeof value === "object" && typeof value.type === "string") yield* nodesIn(value);
  }
}
const calls = (node, test) =>
  [...nodesIn(node)].filter(
    (n) => n.type === "CallExpression" && n.callee.type === "Identifier" && test(n.callee.name),
  );

/** What a `mutationOptions({...})` call says about money: declared, guarded, recorded. */
export function paidShape(options) {
  const meta = propertyOf(options, "meta")?.value;
  const fn = propertyOf(options, "mutationFn")?.value;
  const unpaid = propertyOf(meta, "unpaid");
  const guards = fn ? calls(fn, (name) => name === "guardedSpend") : [];
  const recorded = guards.some((guard) => {
    const run = guard.arguments[1];
    return run !== undefined && calls(run, (name) => /^recorded[A-Z]/.test(name)).length > 0;
  });
  const accountOf = propertyOf(meta, "accountOf") !== undefined;
  return {
    paid: guards.length > 0 || (accountOf && unpaid === undefined),
    accountOf,
    unpaid,
    guarded: guards.length > 0,
    recorded,
  };
}

export const paidMutations = {
  meta: {
    type: "problem",
    docs: {
      description:
        "A paid mutation declares its account and goes through the spend guard with its call record.",
    },
    messages: {
      noAccount:
        "A paid mutation (it calls guardedSpend) declares the balance it moves: meta.accountOf: balanceOwner(connection).",
      unguarded:
        "This mutation moves the balance (meta.accountOf), so it is paid: its mutationFn goes through guardedSpend(request, run). If it spends nothing, say why in meta.unpaid.",
      unrecorded:
        "A paid mutation keeps its call record: guardedSpend's run calls the request through a recorded… function (trackCall).",
      outsideFactory:
        "{{name}}() is called in the paid mutation's function, in src/features/<feature>/api/<feature>-queries.ts: a component or hook only calls the mutation.",
      unpaidReason: "meta.unpaid says in words why this mutation spends nothing (a non-empty string).",
    },
    schema: [],
  },
  create(context) {
    if (!isFactoryFile(context.filename)) {
      const inLib = relative(src, resolve(context.filename)).split(sep)[0] === "lib";
      if (inLib || isTest(context.filename)) return {};
      return {
        CallExpression(node) {
          const name = node.callee.type === "Identifier" ? node.callee.name : null;
          if (name !== null && GATES.has(name))
            context.report({ node, messageId: "outsideFactory", data: { name } });
        },
      };
    }
    return {
      CallExpression(node) {
        if (node.callee.type !== "Identifier" || node.callee.name !== "mutationOptions") return;
        const [options] = node.arguments;
        if (options?.type !== "ObjectExpression") return;
        const shape = paidShape(options);
        const reason = shape.unpaid?.value;
        if (
          shape.unpaid &&
          !(reason?.type === "Literal" && typeof reason.value === "string" && reason.value.trim())
        )
          context.report({ node: shape.unpaid, messageId: "unpaidReason" });
        if (!shape.paid) return;
        if (!shape.accountOf) context.report({ node, messageId: "noAccount" });
        if (!shape.guarded) context.report({ node, messageId: "unguarded" });
        else if (!shape.recorded) context.report({ node, messageId: "unrecorded" });
      },
    };
  },
};
