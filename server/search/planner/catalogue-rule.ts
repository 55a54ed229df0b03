import type { Datasets } from "../../tools/datasets.ts";
import type { Vertical } from "../../tools/types.ts";
import type { Draft } from "./draft.ts";

/**
 * One kind of question production's catalogue answers: `plan` returns the steps, or null when the
 * question is not of this kind. `home` is the vertical to pick when the question names none.
 */
export interface CatalogueRule {
  home: Vertical;
  plan(question: string, coins: Datasets["coins"]): Draft | null;
}
