import { useId } from "react";
import type { PlanStep } from "../api/search-blocks";
import { dependencies, depths } from "../model/references";

const COLUMN = 88;
const ROW = 44;
const RADIUS = 14;
const PAD = 20;

/** "Step 2 reads from step 1." per step; the graph's text alternative and its visible caption. */
export function describeDependencies(steps: readonly PlanStep[]): string[] {
  return dependencies(steps).map((inputs, index) =>
    inputs.length === 0
      ? `Step ${index + 1} (${steps[index]?.toolName ?? ""}) reads no other step.`
      : `Step ${index + 1} (${steps[index]?.toolName ?? ""}) reads from step ${inputs.map((i) => i + 1).join(" and ")}.`,
  );
}

/** Which steps feed which: columns by depth, so steps in one column can run concurrently. */
export function DependencyGraph({ steps }: { steps: readonly PlanStep[] }) {
  const titleId = useId();
  const edges = dependencies(steps);
  const columns = depths(edges);
  const rowInColumn = new Map<number, number>();
  const positions = columns.map((column) => {
    const row = rowInColumn.get(column) ?? 0;
    rowInColumn.set(column, row + 1);
    return { x: PAD + column * COLUMN, y: PAD + row * ROW };
  });
  const width = PAD * 2 + Math.max(0, ...columns) * COLUMN;
  const height = PAD * 2 + (Math.max(1, ...rowInColumn.values()) - 1) * ROW;
  const sentences = describeDependencies(steps);

  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-labelledby={titleId}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="max-w-full text-accent"
      >
        <title id={titleId}>{`Dependency graph. ${sentences.join(" ")}`}</title>
        {edges.flatMap((inputs, to) =>
          inputs.map((from) => {
            const a = positions[from];
            const b = positions[to];
            if (!a || !b) return null;
            return (
              <line
                key={`${from}-${to}`}
                x1={a.x + RADIUS}
                y1={a.y}
                x2={b.x - RADIUS}
                y2={b.y}
                stroke="currentColor"
                strokeWidth={1.5}
              />
            );
          }),
        )}
        {positions.map((p, index) => (
          <g key={index}>
            <circle
              cx={p.x}
              cy={p.y}
              r={RADIUS}
              className="fill-surface"
              stroke="currentColor"
              strokeWidth={2}
            />
            <text x={p.x} y={p.y} textAnchor="middle" dominantBaseline="central" className="fill-fg text-xs">
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="space-y-0.5 text-xs text-muted">
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
