import { useMemo, type ReactNode } from "react";
import Markdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "../../../components/ui/cn";
import { deceptiveHost } from "../model/link-host";
import { budgeted, MARKDOWN_BUDGET, overNodes } from "../model/markdown-budget";

interface MdNode {
  type: string;
  value?: unknown;
  children?: unknown;
}

function isNode(value: unknown): value is MdNode {
  return typeof value === "object" && value !== null && typeof (value as MdNode).type === "string";
}

/**
 * Raw HTML in a summary is shown as the text it is, not dropped: the reader sees exactly what the
 * service wrote, and nothing of it can run (no rehype-raw anywhere).
 */
function htmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === "html") node.type = "text";
    if (Array.isArray(node.children)) for (const child of node.children) if (isNode(child)) walk(child);
  };
  return (tree: { type: string }) => {
    if (isNode(tree)) walk(tree);
  };
}

/** Thrown by nodeBudget; renderSummary shows the text as plain text with `reason`. */
class OverBudget extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A tree too big to render stops here, before it becomes elements (markdown-budget.ts). */
function nodeBudget() {
  return (tree: { type: string }) => {
    const stack: unknown[] = [tree];
    let count = 0;
    while (stack.length > 0) {
      const node = stack.pop();
      if (++count > MARKDOWN_BUDGET.nodes) throw new OverBudget(overNodes());
      if (isNode(node) && Array.isArray(node.children)) for (const child of node.children) stack.push(child);
    }
  };
}

/** Only absolute web and mail links survive; `javascript:`, `data:` and relative URLs become "". */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return /^(https?:|mailto:)/i.test(cleaned) ? cleaned : "";
}

/** The plain text of a hast node, for comparing a link's text with where it goes. */
function textOf(node: unknown): string {
  if (!isNode(node)) return "";
  if (node.type === "text" && typeof node.value === "string") return node.value;
  return Array.isArray(node.children) ? node.children.map(textOf).join("") : "";
}

// A summary sits under its card's h2, so its levels start at h3 (h1 and h2 both become h3).
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  a: ({ node, href, children }) => {
    if (!href) return <span>{children}</span>;
    if (href.startsWith("#")) return <a href={href}>{children}</a>;
    // Text that reads as another address says where the link really goes, inside the link's name.
    const realHost = deceptiveHost(textOf(node), href);
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        {realHost === null ? null : (
          <>
            {" "}
            <span className="text-muted">
              <span aria-hidden="true">↗ </span>(goes to {realHost})
            </span>
          </>
        )}
      </a>
    );
  },
  // A wide table scrolls inside its own box, so a 360 px page never scrolls sideways.
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
  // Remote images would call a third party from the reader's browser; the alt text is enough.
  img: ({ alt }) => <span>{alt ? `[image: ${alt}]` : "[image]"}</span>,
};

/** Marks each summary's parse and transform ("markdown-summary"), which e2e holds under 100 ms. */
export const SUMMARY_MEASURE = "markdown-summary";

const plugins = [remarkGfm, nodeBudget, htmlAsText];

function formatted(markdown: string, localAnchors: boolean): ReactNode {
  const checked = budgeted(markdown);
  if ("reason" in checked) return <PlainText markdown={markdown} reason={checked.reason} />;
  try {
    return Markdown({
      remarkPlugins: plugins,
      // `#id` links stay only where the caller wrote them (a task report's citations).
      urlTransform: localAnchors ? (url) => (/^#[\w-]+$/.test(url) ? url : safeUrl(url)) : safeUrl,
      components,
      children: checked.markdown,
    });
  } catch (error) {
    if (error instanceof OverBudget) return <PlainText markdown={markdown} reason={error.reason} />;
    throw error;
  }
}

/** Beyond the budget the reader still gets every character, unformatted, and the reason. */
function PlainText({ markdown, reason }: { markdown: string; reason: string }) {
  return (
    <>
      <p className="text-xs text-muted">Shown as plain text: {reason}.</p>
      <pre className="font-sans whitespace-pre-wrap break-words">{markdown}</pre>
    </>
  );
}

/**
 * react-markdown's `Markdown` is a plain function of its props (no hooks): called directly, a summary
 * is parsed once per text rather than on every render of the result around it, and timed alone.
 */
function renderSummary(markdown: string, localAnchors: boolean) {
  const start = performance.now();
  const tree = formatted(markdown, localAnchors);
  performance.measure(SUMMARY_MEASURE, { start, detail: { length: markdown.length } });
  return tree;
}

export function MarkdownSummary({
  markdown,
  className,
  localAnchors = false,
}: {
  markdown: string;
  className?: string;
  /** Keeps same-page `#id` links (a task report's citations); every other relative link still goes. */
  localAnchors?: boolean;
}) {
  const content = useMemo(() => renderSummary(markdown, localAnchors), [markdown, localAnchors]);
  return (
    <div
      className={cn(
        "space-y-3 text-sm leading-relaxed text-fg",
        "[&_a]:text-accent [&_a]:underline [&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold",
        "[&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5",
        "[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_pre]:overflow-x-auto",
        "[&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1",
        "[&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left",
        className,
      )}
    >
      {content}
    </div>
  );
}
