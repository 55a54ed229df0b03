import { Link } from "react-router";
import { PageHeader } from "../layout/page-header";
import { buttonClasses } from "../ui/button";
import { paths } from "../../app/paths";

export function NotFound() {
  return (
    <>
      <PageHeader title="Page not found" description="There is no page at this address." />
      <Link to={paths.balance()} className={buttonClasses("secondary")}>
        Go to the balance
      </Link>
    </>
  );
}
