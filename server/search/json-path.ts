// The path rule is shared with the dashboard's recipes: one copy, in common/.
export { PathError, readPath, splitPath } from "../../common/step-references.ts";
