import { NavLink } from "react-router";
import { cn } from "../ui/cn";
import { paths } from "../../app/paths";

export const NAV_ITEMS = [
  { to: paths.balance(), label: "Balance" },
  { to: paths.topup(), label: "Top up" },
  { to: paths.search(), label: "Search" },
  { to: paths.plans(), label: "Plans" },
  { to: paths.tasks(), label: "Tasks" },
  { to: paths.tools(), label: "Tools" },
  { to: paths.spending(), label: "Spending" },
  { to: paths.settings(), label: "Settings" },
] as const;

/**
 * NavLink sets aria-current="page" on the active item, which the styles below key on. Below `md` the
 * items wrap onto as many rows as they need, so every destination stays visible at 360 px without a
 * sideways-scrolling strip; entries come from NAV_ITEMS only, so adding one needs no layout change.
 */
export function MainNav() {
  return (
    <nav aria-label="Main" className="min-w-0">
      <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
        {NAV_ITEMS.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted",
                "hover:bg-surface-2 hover:text-fg",
                "aria-[current=page]:bg-surface-2 aria-[current=page]:text-fg",
                "aria-[current=page]:shadow-[inset_0_-2px_0_var(--accent)]",
                "md:aria-[current=page]:shadow-[inset_3px_0_0_var(--accent)]",
              )}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
