// Early reads: runs while the app's code downloads, before its modules run (a classic script, not
// async, that the server names in the HTML of the pages whose route asks for it: `earlyReads` in
// vite.config.ts, read by server/web/route-preload.ts; a file, as the CSP allows no inline script).
// For a signed-in page it starts the reads the first render makes anyway, so they travel beside the
// JavaScript instead of after it: the header's balance and, on a tool's page with its vertical in
// the URL, that vertical's tool listing.
//
// The answers wait in `window.__dashEarlyReads` for src/lib/early-reads.ts, which gives one to the app's
// request path (src/lib/http.ts) only for the same URL and key the app would send itself, once, within
// a few seconds; the app then checks the answer as it checks any other. What this file cannot read
// plainly (no key, stored settings the app would not take, no answer from /config.json) means no early
// read, and the app reads for itself. src/lib/early-reads-script.test.ts holds it to the app's own
// resolveConnection() (src/lib/connection/store.ts), buildUrl() (src/lib/http.ts) and storage keys.
/* global window, location */
(function () {
  "use strict";
  // The app asked for something first: it reads for itself.
  if (window.__dashEarlyReads) return;
  var registry = { open: true, reads: {} };
  window.__dashEarlyReads = registry;
  var origin = location.origin;
  var PROFILES = ["local", "production", "custom"];

  function stored(area, key) {
    try {
      return window[area].getItem(key);
    } catch {
      return null; // storage disabled: as signed out
    }
  }
  function isObject(value) {
    return typeof value === "object" && value !== null;
  }
  // The active profile as the app reads `dash.connection.v1` (src/lib/connection/profiles.ts): what it
  // would not take falls back to the Local profile.
  function activeProfile() {
    var fallback = { id: "local", viaProxy: false, billingBaseUrl: "", chatBaseUrl: "" };
    var text = stored("localStorage", "dash.connection.v1");
    if (text === null) return fallback;
    var value;
    try {
      value = JSON.parse(text);
    } catch {
      return fallback;
    }
    if (!isObject(value) || !isObject(value.profiles)) return fallback;
    for (var i = 0; i < PROFILES.length; i++) {
      var each = value.profiles[PROFILES[i]];
      if (!isObject(each) || Array.isArray(each)) return fallback;
    }
    var id = PROFILES.indexOf(value.activeId) >= 0 ? value.activeId : "local";
    var profile = value.profiles[id];
    return {
      id: id,
      viaProxy: profile.viaProxy === true,
      billingBaseUrl: typeof profile.billingBaseUrl === "string" ? profile.billingBaseUrl : "",
      chatBaseUrl: typeof profile.chatBaseUrl === "string" ? profile.chatBaseUrl : "",
    };
  }
  // The key on "remember" (local storage) first, else the tab's (session storage): key-storage.ts.
  function storedKey(id) {
    var remembered = stored("localStorage", "dash.apiKey." + id);
    return remembered !== null ? remembered : stored("sessionStorage", "dash.apiKey." + id);
  }
  function viaProxy(profile, base) {
    return profile.viaProxy ? origin + "/proxy/" + encodeURIComponent(base.replace(/\/+$/, "")) : base;
  }
  function url(base, path, query) {
    var built = new URL(base.replace(/\/+$/, "") + path);
    for (var name in query) built.searchParams.set(name, query[name]);
    return built.toString();
  }
  // An answer for the app, with the key it was asked with and when.
  function keep(target, key, response) {
    registry.reads[target] = { key: key, at: performance.now(), response: response };
  }
  function read(base, path, query, key) {
    // Unless the app has asked for something meanwhile (it reads for itself then).
    if (!registry.open) return;
    var target;
    try {
      target = url(base, path, query);
    } catch {
      return; // a base URL that is not one: the app says so when it reads
    }
    keep(
      target,
      key,
      fetch(target, { headers: { Accept: "application/json", Authorization: "Bearer " + key } }),
    );
  }
  function start(profile, billingBaseUrl, chatBaseUrl, key) {
    // The app sends nothing with a key it would refuse (src/lib/connection/key-text.ts).
    if (typeof key !== "string" || !/^[\x21-\x7e]+$/.test(key)) return;
    read(viaProxy(profile, billingBaseUrl), "/account/balance", {}, key);
    var vertical = new URLSearchParams(location.search).get("vertical");
    if (/^\/tools\/[^/]+\/?$/i.test(location.pathname) && vertical !== null && vertical.trim() !== "")
      read(viaProxy(profile, chatBaseUrl), "/v1/tools", { vertical_id: vertical }, key);
  }

  var profile = activeProfile();
  var key = storedKey(profile.id);
  if (profile.id !== "local") {
    start(profile, profile.billingBaseUrl, profile.chatBaseUrl, key);
    return;
  }
  // The Local profile's URLs (and, without a stored key, its key) are in /config.json, which the HTML
  // preloads; the app reads it first, so its answer waits here as well.
  var config = fetch("/config.json");
  keep(
    origin + "/config.json",
    null,
    config.then(function (answer) {
      return answer.clone();
    }),
  );
  config
    .then(function (answer) {
      return answer.ok ? answer.json() : null;
    })
    .then(function (local) {
      if (
        !isObject(local) ||
        typeof local.billingBaseUrl !== "string" ||
        typeof local.chatBaseUrl !== "string"
      )
        return;
      start(profile, local.billingBaseUrl, local.chatBaseUrl, key !== null ? key : local.apiKey);
    })
    .catch(function () {
      // No local stack: the app says so.
    });
})();
