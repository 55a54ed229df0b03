import { RegExpParser, type AST } from "@eslint-community/regexpp";

/**
 * Whether the service tests a tool schema's `pattern`: `^(a+)+$` against 31 `a`s and a `!` holds the
 * single server process for a minute, `(a|a)*$` or `^(a|aa)+$` about as long on 30 characters. The
 * catalog has none; this keeps a future one from stalling every request.
 *
 * The same structural rule as the dashboard's (src/lib/safe-patterns.ts; the two sides share no
 * code): refused when a choice (an alternation, or a repeat of variable length) sits inside a repeat,
 * on a backreference, or beyond MAX_PATTERN_PATHS ways through the pattern.
 */
export const MAX_PATTERN_PATHS = 1000;

type Branching = AST.Pattern | AST.Group | AST.CapturingGroup | AST.LookaroundAssertion;

/** The ways through `node`, not counting how often a repeat runs; Infinity for a refused shape. */
function paths(node: AST.Node, inRepeat: boolean): number {
  switch (node.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
      return alternatives(node, inRepeat);
    case "Assertion":
      return node.kind === "lookahead" || node.kind === "lookbehind" ? alternatives(node, inRepeat) : 1;
    case "Quantifier": {
      if (inRepeat && node.min !== node.max) return Infinity;
      const inner = paths(node.element, inRepeat || node.max > 1);
      return node.min === 0 && node.max <= 1 ? inner + 1 : inner;
    }
    case "Backreference":
      return Infinity;
    default:
      return 1;
  }
}

function alternatives(node: Branching, inRepeat: boolean): number {
  if (inRepeat && node.alternatives.length > 1) return Infinity;
  let sum = 0;
  for (const alternative of node.alternatives) {
    let product = 1;
    for (const element of alternative.elements) product *= paths(element, inRepeat);
    sum += product;
  }
  return sum;
}

const parser = new RegExpParser();
const verdicts = new Map<string, boolean>();

/** A pattern as the validator compiles it (ECMAScript, `u` flag) passes the rule above. */
export function isSafePattern(pattern: string): boolean {
  let safe = verdicts.get(pattern);
  if (safe === undefined) {
    safe = passesRule(pattern);
    verdicts.set(pattern, safe);
  }
  return safe;
}

function passesRule(pattern: string): boolean {
  try {
    return (
      paths(parser.parsePattern(pattern, 0, pattern.length, { unicode: true }), false) <= MAX_PATTERN_PATHS
    );
  } catch {
    // Not a pattern the validator could compile either.
    return false;
  }
}
