import { act, render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { useAfterPaint } from "./after-paint";

function Probe({ ready }: { ready: boolean }) {
  return <p>{useAfterPaint(ready) ? "shown" : "waiting"}</p>;
}

test("useAfterPaint turns true only once ready and a frame has passed, and stays true", async () => {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  const view = render(<Probe ready={false} />);
  expect(frames).toHaveLength(0);
  view.rerender(<Probe ready />);
  expect(screen.getByText("waiting")).toBeInTheDocument();
  expect(frames).toHaveLength(1);
  await act(async () => {
    frames.shift()?.(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByText("shown")).toBeInTheDocument();
  view.rerender(<Probe ready={false} />);
  expect(screen.getByText("shown")).toBeInTheDocument();
  vi.restoreAllMocks();
});
