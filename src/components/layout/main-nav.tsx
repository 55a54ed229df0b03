import { NavLink } from "react-router";
import { cn } from "../ui/cn";
import { navigation } from "../../app/paths";

/**
 * NavLink sets aria-current="page" on the active item, which the styles below key on. Below `md` the
 * items wrap onto as many rows as they need, so every destination stays visible at 360 px without a
 * sideways-scrolling strip. The entries are the route table's `nav` labels (src/app/paths.ts), so adding
 * one needs no change here.
 */
export function MainNav() {
  return (
    <nav aria-label="Main" className="min-w-0">
      <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
        {navigation.map((item) => (
          <li key={item.route} className="shrink-0">
            <NavLink
              to={item.path}
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
