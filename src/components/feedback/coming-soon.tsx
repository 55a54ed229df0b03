import { PageHeader } from "../layout/page-header";

/** An honest placeholder for a page a later release fills in. */
export function ComingSoon({ title, purpose }: { title: string; purpose: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="rounded-lg border border-dashed border-border-strong p-6">
        <p className="text-sm font-medium text-fg">Coming soon</p>
        <p className="mt-1 text-sm text-muted">{purpose}</p>
      </div>
    </>
  );
}
