import { Card } from "../../../components/ui/card";
import type { Connection } from "../../../lib/connection/connection";
import type { PricedTool } from "../api/list-priced-tools";
import { HistoryPanel } from "./history-panel";
import { SchemaTable } from "./schema-table";

export interface ToolAsideProps {
  connection: Connection;
  tool: PricedTool;
  onReplay: (path: string) => void;
}

/**
 * Beside the form: the tool's schemas and its call history. It comes in the runner's chunk
 * (tool-runner.tsx), as it is shown with the form: the history reads the call records, whose code
 * then stays out of the page's first paint.
 */
export function ToolAside({ connection, tool, onReplay }: ToolAsideProps) {
  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        <SchemaTable title="Input schema" schema={tool.inputSchema} />
        {tool.outputSchema ? <SchemaTable title="Output schema" schema={tool.outputSchema} /> : null}
      </Card>
      <Card>
        <HistoryPanel connection={connection} toolName={tool.name} price={tool.price} onReplay={onReplay} />
      </Card>
    </div>
  );
}
