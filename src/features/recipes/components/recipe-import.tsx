import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import type { Recipe } from "../model/recipe";
import { importRecipeJson } from "../model/recipe-export";

/** Paste an export or a plan's JSON: it opens on the composer. */
export function RecipeImport({ onImport }: { onImport: (recipe: Recipe) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        const read = importRecipeJson(text);
        if (!read.ok) return setError(read.error);
        setError(null);
        setText("");
        onImport(read.recipe);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Import JSON (an export, or a plan&apos;s steps)
      </label>
      <Textarea
        code
        id={id}
        rows={4}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={text.trim() === ""}>
        Import
      </Button>
    </form>
  );
}
