import { useParams } from "react-router";
import { ComingSoon } from "../../components/feedback/coming-soon";

export function Component() {
  const { toolName = "" } = useParams();
  return (
    <ComingSoon
      title={`Tool ${toolName}`}
      purpose="Show this tool's description and a form built from its input schema, then run it and show its output and cost."
    />
  );
}
