import SpendingPage from "../../features/spending/components/spending-page";

export function Component() {
  return <SpendingPage />;
}
