import PlansPage from "../../features/search/components/plans-page";

export function Component() {
  return <PlansPage />;
}
