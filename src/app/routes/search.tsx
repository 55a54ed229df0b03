import { ComingSoon } from "../../components/feedback/coming-soon";

export function Component() {
  return (
    <ComingSoon
      title="Search"
      purpose="Ask a question in plain language; the service plans which data tools to call, runs them and can summarize the results."
    />
  );
}
