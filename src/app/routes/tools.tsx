import ToolFinder from "../../features/tools/components/tool-finder";

export function Component() {
  return <ToolFinder />;
}
