/**
 * What the service may print of operator-given and caller-given text. URLs show scheme, host and
 * port only: RPC providers put their keys in the path or query, and a password may sit in the
 * userinfo. Anything a caller sent has its control characters escaped, so a request cannot forge a
 * log line or send terminal escapes to whoever watches the output.
 */
export function shownUrl(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`;
  } catch {
    return "(not a URL)";
  }
}

// C0 controls, DEL, C1 controls, and the line and paragraph separators some terminals honour.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `text` with every control character written as `\xNN` / `\uNNNN`. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, (ch) => {
    const code = ch.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

const URL_IN_TEXT = /\b[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^\s"'<>()]+/g;

/** `text` with every URL in it cut to scheme, host and port (a library's error may quote one whole). */
export function redactUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (match) => {
    // Punctuation that ends a sentence or a label ("…:5432: cause") is not part of the URL.
    const trail = /[.,:;!?]+$/.exec(match)?.[0] ?? "";
    return shownUrl(match.slice(0, match.length - trail.length)) + trail;
  });
}

/** One line of output: URLs cut, control characters escaped (a line break in it included). */
export function outputLine(text: string): string {
  return escapeControl(redactUrls(text));
}
