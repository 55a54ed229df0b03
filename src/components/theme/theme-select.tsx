import { Select } from "../ui/select";
import { isThemeChoice, setThemeChoice, useThemeChoice, type ThemeChoice } from "./theme";

const OPTIONS: { value: ThemeChoice; label: string }[] = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

export function ThemeSelect({ className }: { className?: string }) {
  const choice = useThemeChoice();
  return (
    <Select
      aria-label="Theme"
      value={choice}
      onChange={(event) => {
        if (isThemeChoice(event.target.value)) setThemeChoice(event.target.value);
      }}
      size="sm"
      className={className}
    >
      {OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
