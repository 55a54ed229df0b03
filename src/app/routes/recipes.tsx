import RecipesPage from "../../features/recipes/components/recipes-page";
import { executeTool } from "../../features/tools/api/execute-tool";
import { toolQueries } from "../../features/tools/api/tools-queries";

// Recipes chain the tools feature's listing and execution; the route is where the two meet.
export function Component() {
  return <RecipesPage toolList={toolQueries.list} execute={executeTool} />;
}
