import TopUpPage from "../../features/topup/components/top-up-page";

export function Component() {
  return <TopUpPage />;
}
