import { expect, test } from "vitest";
import * as v from "valibot";
import { installAppNetwork, type AppNetwork } from "../test/app-network";
import { unreachable } from "../test/service";
import { ApiError, request } from "./http";

let service: AppNetwork | undefined;

const base = {
  baseUrl: "https://billing.example.org/billing/v1",
  path: "/account/balance",
  apiKey: "dk_k",
  schema: v.object({ ok: v.literal(true) }),
};

// jsdom has no SecurityPolicyViolationEvent; the fields the watcher reads are enough.
function violation(blockedURI: string, effectiveDirective = "connect-src"): Event {
  return Object.assign(new Event("securitypolicyviolation"), { blockedURI, effectiveDirective });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

test("a connection refused by the page's own CSP is reported as such, with no probe sent", async () => {
  service = installAppNetwork(() => {
    // As in Chromium: the violation is queued as its own task, after fetch has rejected.
    setTimeout(() =>
      document.dispatchEvent(violation("https://billing.example.org/billing/v1/account/balance")),
    );
    return Promise.reject(new TypeError("Failed to fetch"));
  });
  const error = await failure(request(base));
  expect(error).toMatchObject({ kind: "csp", code: "CSP_BLOCKED" });
  expect(error.message).toMatch(/security policy.*Through the local proxy/);
  expect(service.requests).toHaveLength(1);
});

test("a violation for another origin or directive leaves a down host unreachable", async () => {
  service = installAppNetwork((req) => {
    document.dispatchEvent(violation("https://other.example.org/x"));
    document.dispatchEvent(violation(req.url, "img-src"));
    return unreachable(req);
  });
  expect(await failure(request(base))).toMatchObject({ kind: "network", code: "NETWORK_ERROR" });
});
