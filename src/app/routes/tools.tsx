import { ComingSoon } from "../../components/feedback/coming-soon";

export function Component() {
  return (
    <ComingSoon
      title="Tools"
      purpose="Browse the data-provider tools of each vertical and run one directly with parameters you choose."
    />
  );
}
