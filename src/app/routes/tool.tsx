import { useParams } from "react-router";
import ToolPage from "../../features/tools/components/tool-page";
import { afterDescriptionShown } from "../speed/runner-after-text";

/** Given on /tools, where the page of the highlighted tool renders ahead (speed/tools-area.tsx). */
export interface ToolPageProps {
  toolName?: string;
  vertical?: string;
}

export { runnerLoaded as formReady } from "../../features/tools/components/lazy-tool-runner";

export function Component(props: ToolPageProps) {
  const params = useParams();
  const toolName = props.toolName ?? params.toolName ?? "";

  return (
    <ToolPage
      key={toolName}
      toolName={toolName}
      {...(props.vertical ? { vertical: props.vertical } : {})}
      deferRunner={afterDescriptionShown}
    />
  );
}
