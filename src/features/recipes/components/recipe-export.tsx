import { useId, useState } from "react";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { CopyButton } from "../../../components/ui/copy-button";
import { Textarea } from "../../../components/ui/textarea";
import type { Recipe } from "../model/recipe";
import { exportCurl, exportRecipeJson, exportTypeScript } from "../model/recipe-export";
import { runWaves } from "../model/recipe-graph";

type Format = "json" | "typescript" | "curl";

const NAMES: Record<Format, string> = {
  json: "JSON (plan steps)",
  typescript: "TypeScript (fetch)",
  curl: "curl",
};

/** The recipe as plan-format JSON, a runnable script or curl commands; none of them holds the key. */
export function RecipeExport({ recipe, chatBaseUrl }: { recipe: Recipe; chatBaseUrl: string }) {
  const id = useId();
  const [format, setFormat] = useState<Format | null>(null);
  if (recipe.steps.length === 0) return null;
  const order = runWaves(recipe.steps).waves.flat();
  const text =
    format === "json"
      ? exportRecipeJson(recipe)
      : format === "typescript"
        ? exportTypeScript(recipe, chatBaseUrl, order)
        : format === "curl"
          ? exportCurl(recipe, chatBaseUrl, order)
          : "";
  return (
    <section aria-label="Export" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">Export</span>
        {(Object.keys(NAMES) as Format[]).map((f) => (
          <Button
            key={f}
            size="sm"
            variant={format === f ? "primary" : "secondary"}
            aria-pressed={format === f}
            onClick={() => setFormat(format === f ? null : f)}
          >
            {NAMES[f]}
          </Button>
        ))}
        <CopyButton
          value={`${window.location.origin}${paths.recipes({ recipe: exportRecipeJson(recipe).trim() })}`}
          label="Copy share link"
        >
          Share link
        </CopyButton>
      </div>
      {format && (
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <label htmlFor={id} className="text-sm text-muted">
              {NAMES[format]}: the key is read from DASH_API_KEY, never written here
            </label>
            <CopyButton value={text} label={`Copy ${NAMES[format]}`} />
          </div>
          <Textarea code id={id} readOnly value={text} rows={12} />
        </div>
      )}
    </section>
  );
}
