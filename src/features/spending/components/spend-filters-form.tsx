import type { CallKind } from "../../../lib/call-records/call-record";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { CALL_KINDS, KIND_LABELS, type SpendFilters } from "../model/spend-filters";

interface SpendFiltersFormProps {
  filters: SpendFilters;
  tools: readonly string[];
  onChange: (filters: SpendFilters) => void;
}

/** Date range, kind and tool; every change goes to the URL, so a link or a reload shows the same. */
export function SpendFiltersForm({ filters, tools, onChange }: SpendFiltersFormProps) {
  const set = (change: Partial<SpendFilters>) => onChange({ ...filters, ...change });
  // A tool kept in the URL stays a choice even when the range has no call of it.
  const toolChoices = filters.tool && !tools.includes(filters.tool) ? [filters.tool, ...tools] : tools;
  return (
    <form
      aria-label="Filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
    >
      <div className="space-y-1">
        <Label htmlFor="spend-from">From</Label>
        <Input
          id="spend-from"
          type="date"
          value={filters.from}
          max={filters.to}
          onChange={(event) => event.currentTarget.value && set({ from: event.currentTarget.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="spend-to">To</Label>
        <Input
          id="spend-to"
          type="date"
          value={filters.to}
          min={filters.from}
          onChange={(event) => event.currentTarget.value && set({ to: event.currentTarget.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="spend-kind">Kind</Label>
        <Select
          id="spend-kind"
          className="w-full"
          value={filters.kind ?? ""}
          onChange={(event) => set({ kind: (event.currentTarget.value || null) as CallKind | null })}
        >
          <option value="">All kinds</option>
          {CALL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="spend-tool">Tool</Label>
        <Select
          id="spend-tool"
          className="w-full"
          value={filters.tool ?? ""}
          onChange={(event) => set({ tool: event.currentTarget.value || null })}
        >
          <option value="">All tools</option>
          {toolChoices.map((tool) => (
            <option key={tool} value={tool}>
              {tool}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
