import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme } from "./theme";
import { ThemeSelect } from "./theme-select";
import { storedText } from "../../lib/storage-test-kit";

function fakeSystemDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: dark && query === "(prefers-color-scheme: dark)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove("dark");
});

describe("Theme select", () => {
  it("follows the system by default", () => {
    fakeSystemDark(true);
    applyTheme();
    render(<ThemeSelect />);

    expect(screen.getByRole("combobox", { name: "Theme" })).toHaveValue("system");
    expect(screen.getByRole("option", { name: "System" })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("persists the choice in dash.theme and toggles html.dark", async () => {
    fakeSystemDark(false);
    render(<ThemeSelect />);
    const select = screen.getByRole("combobox", { name: "Theme" });

    await userEvent.selectOptions(select, "Dark");
    expect(storedText.read("local", "dash.theme")).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");

    await userEvent.selectOptions(select, "Light");
    expect(storedText.read("local", "dash.theme")).toBe("light");
    expect(document.documentElement).not.toHaveClass("dark");
    expect(select).toHaveValue("light");
  });

  it("applies a stored choice before rendering, over the system preference", () => {
    fakeSystemDark(false);
    storedText.write("local", "dash.theme", "dark");
    applyTheme();
    expect(document.documentElement).toHaveClass("dark");

    render(<ThemeSelect />);
    expect(screen.getByRole("combobox", { name: "Theme" })).toHaveValue("dark");
  });

  it("ignores a stored value it does not know", () => {
    fakeSystemDark(false);
    storedText.write("local", "dash.theme", "purple");
    applyTheme();
    render(<ThemeSelect />);
    expect(screen.getByRole("combobox", { name: "Theme" })).toHaveValue("system");
    expect(document.documentElement).not.toHaveClass("dark");
  });
});
