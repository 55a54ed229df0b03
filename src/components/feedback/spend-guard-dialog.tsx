import { useSpendQuestion } from "../../lib/spend-guard";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

/**
 * Shows the question `confirmSpend` asks (src/lib/spend-guard.ts): why this paid action needs a yes,
 * in the user's own budget terms. Escape and Cancel decline, and the action sends nothing.
 */
export function SpendGuardDialog() {
  const question = useSpendQuestion();
  const decline = () => question?.answer(false);
  return (
    <Dialog
      open={question !== null}
      onClose={decline}
      aria-labelledby="spend-guard-title"
      className="m-auto max-w-md p-6"
    >
      {question ? (
        <>
          <h2 id="spend-guard-title" className="text-base font-semibold">
            Spend credits past your budget?
          </h2>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-muted">
            {question.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted">Nothing is sent unless you continue.</p>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={decline} autoFocus>
              Cancel
            </Button>
            <Button onClick={() => question.answer(true)}>Continue and spend</Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
