import { RegExpParser, type AST } from "@eslint-community/regexpp";

/**
 * Whether a schema's `pattern` is tested at all, by the dashboard (src/lib/safe-patterns.ts) and the
 * service (server/tools/input-validation.ts) alike: one rule, in the one folder both sides may import.
 * `^(a+)+$` against 31 `a`s and a `!` froze the page, and would hold the single server process, for a
 * minute; `(a|a)*$` or `^(a|aa)+$` about as long on 30 characters.
 *
 * The rule is structural, on the parsed pattern, so it holds for shapes nobody listed: refused when a
 * choice (an alternation, or a repeat of variable length) sits inside a repeat (`(a+)+`, `(a|aa)+`,
 * `(a|b|ab)*`, `(a|a){30}`), on a backreference, beyond MAX_PATTERN_PATHS ways through the pattern,
 * or beyond MAX_VARIABLE_REPEATS repeats of variable length. What is left backtracks at most
 * polynomially in the input, of degree 3 at most.
 */
export const MAX_PATTERN_PATHS = 1000;
/**
 * Repeats of variable length (`*`, `+`, `{2,5}`) a pattern may hold: each one that can match the
 * same characters as another multiplies the tries by the input's length (`a*a*a*a*b` on 200 `a`s:
 * 0.7 s), so the worst case is a polynomial of at most this degree.
 */
export const MAX_VARIABLE_REPEATS = 3;

/** The variable-length repeats in `node` (the rule above refuses any inside another). */
function variableRepeats(node: AST.Node): number {
  switch (node.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
    case "Assertion":
      return "alternatives" in node ? sumOver(node.alternatives) : 0;
    case "Alternative":
      return node.elements.reduce((sum, element) => sum + variableRepeats(element), 0);
    case "Quantifier":
      return (node.max > 1 && node.min !== node.max ? 1 : 0) + variableRepeats(node.element);
    default:
      return 0;
  }
}

const sumOver = (alternatives: AST.Alternative[]) =>
  alternatives.reduce((sum, alternative) => sum + variableRepeats(alternative), 0);

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
    const tree = parser.parsePattern(pattern, 0, pattern.length, { unicode: true });
    return paths(tree, false) <= MAX_PATTERN_PATHS && variableRepeats(tree) <= MAX_VARIABLE_REPEATS;
  } catch {
    // Not a pattern the validator could compile either.
    return false;
  }
}
