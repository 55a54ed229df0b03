import { useParams } from "react-router";
import { ComingSoon } from "../../components/feedback/coming-soon";

export function Component() {
  const { id = "" } = useParams();
  return (
    <ComingSoon
      title={`Plan ${id}`}
      purpose="Show this plan's steps, its estimated cost and a button to run it."
    />
  );
}
