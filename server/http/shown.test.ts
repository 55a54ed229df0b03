import { serveBanner } from "../serve-banner.ts";
import { escapeControl, outputLine, redactUrls, shownUrl } from "./shown.ts";

it("shows a URL as scheme, host and port only: no user, password, path or query", () => {
  expect(shownUrl("https://user:pw@rpc.example.com:8443/v3/SECRETKEY?apikey=SECRET2#x")).toBe(
    "https://rpc.example.com:8443",
  );
  expect(shownUrl("postgres://sandbox:hunter2@db-host:5432/sandbox")).toBe("postgres://db-host:5432");
  expect(shownUrl("not a url")).toBe("(not a URL)");
  expect(redactUrls('HTTP request failed. URL: https://eth.example/v2/SECRETKEY?x=1 Details: "down"')).toBe(
    'HTTP request failed. URL: https://eth.example Details: "down"',
  );
});

it("escapes every control character, so a caller's text can neither start a line nor drive a terminal", () => {
  const forged = "/chat/v1/\nThe service did not start: \u001b]0;pwned\u0007\r\u0000\u009b\u2028";
  const line = escapeControl(forged);
  expect(line).toBe("/chat/v1/\\x0aThe service did not start: \\x1b]0;pwned\\x07\\x0d\\x00\\x9b\\u2028");
  // eslint-disable-next-line no-control-regex
  expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  expect(outputLine("a\nb https://h:1/secret")).toBe("a\\x0ab https://h:1");
  expect(redactUrls("cannot use postgres://127.0.0.1:5432: refused.")).toBe(
    "cannot use postgres://127.0.0.1:5432: refused.",
  );
});

it("the serve banner names the chain and the database without path, query, user or password", () => {
  const banner = serveBanner({
    url: "http://127.0.0.1:8788",
    dashboard: true,
    databaseUrl: "postgres://sandbox:hunter2@db-host:5432/sandbox",
    chainRpcUrl: "https://rpc.example.com/v3/SECRETKEY?apikey=SECRET2",
    chainId: 11155111,
    dataDir: "/srv/b",
    seconds: "1.2",
  });
  expect(banner).toContain("PostgreSQL postgres://db-host:5432");
  expect(banner).toContain("chain 11155111 at https://rpc.example.com");
  for (const secret of ["hunter2", "SECRET", "/v3", "apikey", "sandbox@"])
    expect(banner).not.toContain(secret);
});
