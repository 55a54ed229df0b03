// Link text that reads as an address: an optional scheme, a host name (or IPv4), then port and path.
const ADDRESS =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?((?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}|\d{1,3}(?:\.\d{1,3}){3}|localhost)\.?(?::\d+)?(?:[/?#]\S*)?$/iu;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/**
 * The link's real host when its text reads as a different address ("example.com" on a link to
 * evil.example), or null. Compared as the browser would (lower case, punycode), so look-alike letters
 * in the text do not pass for the real host.
 */
export function deceptiveHost(text: string, href: string): string | null {
  const shown = ADDRESS.exec(text.trim())?.[1];
  if (shown === undefined) return null;
  const target = hostOf(href);
  if (target === null) return null;
  const shownHost = hostOf(`http://${shown}`);
  return shownHost === target ? null : target;
}
