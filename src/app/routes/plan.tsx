import { useParams } from "react-router";
import PlanPage from "../../features/search/components/plan-page";

export function Component() {
  const { id = "" } = useParams();
  return <PlanPage key={id} planId={id} />;
}
