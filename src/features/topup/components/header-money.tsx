import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { invoiceBook, stateOf, type BookEntry } from "../model/invoice-book";
import { shortfallOf, unitsText } from "../model/shortfall";

// The header has no top-up setup to name a token by: a currency's id is its symbol in capitals.
const symbolOf = (entry: BookEntry) => entry.currencyId.toUpperCase();

/**
 * Money that reached an invoice but did not complete it as quoted, said on every page: what a partly
 * paid invoice still misses (a link to pay it), and an overpayment until the user acknowledges it.
 */
export function HeaderMoney({ profileId, book }: { profileId: string; book: readonly BookEntry[] }) {
  const partly = book.filter((e) => stateOf(e, false) === "partly" && e.decimals !== null);
  const overpaid = book.filter((e) => e.paid?.overpaid !== undefined && !e.excessSeen && e.decimals !== null);
  return (
    <>
      {partly.map((e) => {
        const missing = unitsText(shortfallOf(e)?.missing ?? 0n, e.decimals ?? 0, symbolOf(e));
        return (
          <Link
            key={e.id}
            to={paths.topup()}
            data-testid="header-partly"
            aria-label={`Invoice ${e.id} is partly paid: ${missing} missing. Pay the rest on Top up.`}
            className="rounded-md px-1 text-warning hover:underline"
          >
            Partly paid: {missing} missing
          </Link>
        );
      })}
      {overpaid.map((e) => {
        const excess = unitsText(BigInt(e.paid?.overpaid ?? "0"), e.decimals ?? 0, symbolOf(e));
        return (
          <span
            key={e.id}
            data-testid="header-overpaid"
            className="flex flex-wrap items-center gap-1 text-warning"
          >
            <Link
              to={paths.topup()}
              aria-label={`Invoice ${e.id}: ${excess} overpaid, not credited. Ask the operator to return it; details on Top up.`}
              className="rounded-md px-1 hover:underline"
            >
              {excess} overpaid: ask the operator
            </Link>
            <Button size="sm" variant="ghost" onClick={() => invoiceBook.acknowledgeExcess(profileId, e.id)}>
              Got it
            </Button>
          </span>
        );
      })}
    </>
  );
}
