/** Plans and searches live in this browser's storage: a copied link opens nothing elsewhere. */
export function LocalLinksNote({ what }: { what: "searches" | "plans" | "plan" }) {
  const subject = what === "plan" ? "This plan and its link are" : `Links to these ${what} are`;
  return (
    <p className="text-xs text-muted">
      {subject} local to this browser: they are kept here, per connection, and open nothing when shared.
    </p>
  );
}
