import { ComingSoon } from "../../components/feedback/coming-soon";

export function Component() {
  return (
    <ComingSoon
      title="Top up"
      purpose="Buy credits with a crypto payment from your wallet: pick a currency and an amount, pay, and watch the credits arrive."
    />
  );
}
