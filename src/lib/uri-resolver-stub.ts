// Stands in for `fast-uri` (aliased in vite.config.ts; 7 KB gzip on every tool page). @rjsf/utils
// calls it only under a root schema that declares draft 2020-12 (to resolve `$ref`s against `$id`s),
// and the tool form drops the root's `$schema` before rjsf sees it (prepare-schema.ts in the tools
// feature), so neither function runs today. Should one run, the platform's URL resolves and compares
// absolute URIs as RFC 3986 says; a URI it cannot read is left as it is.

function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function normalized(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

const equal = (a: string, b: string): boolean => normalized(a) === normalized(b);

export default { resolve, equal };
