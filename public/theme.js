// Runs before the first paint (a blocking classic script in index.html): dark class from the stored
// choice ("dash.theme") or the system preference, as applyTheme() in src/components/theme/theme.ts
// does afterwards. src/components/theme/theme-script.test.ts keeps the two in agreement.
/* global document, matchMedia */
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem("dash.theme");
  } catch {
    // Storage disabled: the system preference decides.
  }
  var system = typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
  var dark = choice === "dark" || (choice !== "light" && system);
  document.documentElement.classList.toggle("dark", dark);
})();
