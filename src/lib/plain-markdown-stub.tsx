import type { ReactNode } from "react";

// Stands in for `markdown-to-jsx/react` (aliased in vite.config.ts): rjsf renders field descriptions
// through it, and a whole Markdown parser is not worth it for tool schemas written by strangers.
// Plain text keeps every description readable and gives a hostile schema no markup to play with.

interface PlainMarkdownProps {
  children?: ReactNode;
  options?: unknown;
  "data-testid"?: string;
}

export function Markdown({ children, "data-testid": testId }: PlainMarkdownProps) {
  return (
    <span data-testid={testId} className="whitespace-pre-line">
      {typeof children === "string" ? children : null}
    </span>
  );
}

export default Markdown;
