import { NotFound } from "../../components/feedback/not-found";

export function Component() {
  return <NotFound />;
}
