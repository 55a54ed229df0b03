import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, test } from "vitest";
import { useFocusWhenOn } from "./use-focus-when-on";

/** Pay, off until "Turn on" is clicked; "Ask" requests the focus (what the whitelist add does). */
function Panel() {
  const [off, setOff] = useState(true);
  const pay = useFocusWhenOn<HTMLButtonElement>(off);
  return (
    <>
      <button type="button" onClick={pay.request}>
        Ask
      </button>
      <button type="button" onClick={() => setOff(false)}>
        Turn on
      </button>
      <button type="button" ref={pay.ref} disabled={off}>
        Pay
      </button>
    </>
  );
}

test("the focus asked for while the control is off arrives on the render that turns it on", async () => {
  render(<Panel />);
  const pay = screen.getByRole("button", { name: "Pay" });
  await userEvent.click(screen.getByRole("button", { name: "Ask" }));
  expect(pay).not.toHaveFocus();
  await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
  expect(pay).toBeEnabled();
  expect(pay).toHaveFocus();
});

test("turning the control on without a request leaves the focus where it is", async () => {
  render(<Panel />);
  const turnOn = screen.getByRole("button", { name: "Turn on" });
  await userEvent.click(turnOn);
  expect(screen.getByRole("button", { name: "Pay" })).toBeEnabled();
  expect(turnOn).toHaveFocus();
});

test("a request while the control is already on focuses it at once", async () => {
  render(<Panel />);
  await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
  await userEvent.click(screen.getByRole("button", { name: "Ask" }));
  expect(screen.getByRole("button", { name: "Pay" })).toHaveFocus();
});
