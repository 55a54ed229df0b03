// The same sub-folders in every feature (docs/architecture.md): a reader who knows one feature finds
// their way in all of them, and a hook is found by its file name alone.
import { relative, resolve, sep } from "node:path";

const src = resolve(import.meta.dirname, "..", "..", "src");
const FOLDERS = ["api", "hooks", "components", "model"];
const HOOK_FILE = /^use-[a-z0-9-]+(\.test)?\.tsx?$/;

export const featureFolders = {
  meta: {
    type: "suggestion",
    docs: {
      description:
        "A feature's files live in api/, hooks/, components/ or model/, one level deep; use-*.ts(x) hooks in hooks/ and nothing else there.",
    },
    messages: {
      folder:
        "'{{path}}' is not in one of a feature's folders: put it in src/features/{{feature}}/(api|hooks|components|model)/, with no folder below.",
      hookOutside: "Hook file '{{name}}' belongs in src/features/{{feature}}/hooks/.",
      notHook: "'{{name}}' is in hooks/, which holds only use-*.ts(x) hook files (and their tests).",
    },
    schema: [],
  },
  create(context) {
    const parts = relative(src, context.filename).split(sep);
    if (parts[0] !== "features" || parts.length < 3) return {};
    const [, feature, ...rest] = parts;
    const name = rest.at(-1);
    const report = (node, messageId) =>
      context.report({ node, messageId, data: { feature, name, path: rest.join("/") } });
    return {
      Program(node) {
        if (rest.length !== 2 || !FOLDERS.includes(rest[0])) report(node, "folder");
        else if (rest[0] === "hooks" && !HOOK_FILE.test(name)) report(node, "notHook");
        else if (rest[0] !== "hooks" && HOOK_FILE.test(name)) report(node, "hookOutside");
      },
    };
  },
};
