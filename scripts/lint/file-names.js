// One naming scheme for every file and folder, so a name never has to be guessed from its casing.
import { relative, sep } from "node:path";
import { root } from "./source-tree.js";

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

export const fileNames = {
  meta: {
    type: "suggestion",
    docs: { description: "Files and folders are named in kebab-case." },
    messages: { name: "'{{name}}' is not kebab-case (e.g. tool-form.test.tsx)." },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const bad = relative(root, context.filename)
          .split(sep)
          .find((part) => !kebab.test(part));
        if (bad !== undefined) context.report({ node, messageId: "name", data: { name: bad } });
      },
    };
  },
};
