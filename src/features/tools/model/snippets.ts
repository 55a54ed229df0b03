export const KEY_PLACEHOLDER = "$API_KEY";

export interface SnippetInput {
  chatBaseUrl: string;
  toolName: string;
  input: unknown;
  /** The real key only when the user asked for it; the placeholder otherwise. */
  apiKey: string | null;
}

function endpoint(chatBaseUrl: string): string {
  return `${chatBaseUrl.replace(/\/+$/, "")}/v1/tools/execute`;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlSnippet(s: SnippetInput): string {
  const body = JSON.stringify({ tool_name: s.toolName, input: s.input });
  // The placeholder stays a shell variable; a real key is quoted like any other literal.
  const auth =
    s.apiKey === null
      ? `"Authorization: Bearer ${KEY_PLACEHOLDER}"`
      : shellQuote(`Authorization: Bearer ${s.apiKey}`);
  return [
    `curl -X POST ${shellQuote(endpoint(s.chatBaseUrl))} \\`,
    `  -H ${auth} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  --data ${shellQuote(body)}`,
  ].join("\n");
}

export function fetchSnippet(s: SnippetInput): string {
  const body = JSON.stringify({ tool_name: s.toolName, input: s.input }, null, 2).replace(/\n/g, "\n  ");
  const auth =
    s.apiKey === null ? `\`Bearer \${process.env.API_KEY}\`` : JSON.stringify(`Bearer ${s.apiKey}`);
  return [
    `const response = await fetch(${JSON.stringify(endpoint(s.chatBaseUrl))}, {`,
    `  method: "POST",`,
    `  headers: { Authorization: ${auth}, "Content-Type": "application/json" },`,
    `  body: JSON.stringify(${body}),`,
    `});`,
    `console.log(await response.json());`,
  ].join("\n");
}
