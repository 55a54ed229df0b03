// Form controls look and behave alike because they come from src/components/ui: outside it, neither the
// raw elements nor their class string are written again.
import { resolve, sep } from "node:path";
import { isTest, src } from "./source-tree.js";

const UI = resolve(src, "components", "ui");
/** The control look: the strong border on the surface colour (input.tsx's `controlClasses`). */
const CONTROL_LOOK = ["border-border-strong", "bg-surface"];
const isControlLook = (text) => {
  const tokens = text.split(/\s+/);
  return CONTROL_LOOK.every((token) => tokens.includes(token));
};
const RAW_CONTROLS = { select: "Select", textarea: "Textarea", button: "Button" };

export const ownedControls = {
  meta: {
    type: "problem",
    docs: { description: "Form controls and their look come from src/components/ui only." },
    messages: {
      element: "Raw <{{element}}> outside src/components/ui: use {{primitive}} from src/components/ui.",
      checkbox:
        'Raw <input type="checkbox"> outside src/components/ui: use Checkbox from src/components/ui/checkbox.tsx.',
      look: "The control class string outside src/components/ui: use Input, Select, Textarea or HashInput (their look is controlClasses).",
    },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    if (file.startsWith(UI + sep) || isTest(file)) return {};
    const checkText = (node, text) => {
      if (isControlLook(text)) context.report({ node, messageId: "look" });
    };
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== "JSXIdentifier") return;
        const element = node.name.name;
        if (RAW_CONTROLS[element])
          context.report({ node, messageId: "element", data: { element, primitive: RAW_CONTROLS[element] } });
        const type = node.attributes.find((a) => a.type === "JSXAttribute" && a.name.name === "type");
        if (element === "input" && type?.value?.type === "Literal" && type.value.value === "checkbox")
          context.report({ node, messageId: "checkbox" });
      },
      Literal(node) {
        if (typeof node.value === "string") checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};
