import { ComingSoon } from "../../components/feedback/coming-soon";

export function Component() {
  return (
    <ComingSoon
      title="Plans"
      purpose="Create a search plan, review its steps and estimated cost, then run it within its five-minute lifetime."
    />
  );
}
