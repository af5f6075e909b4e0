// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proposalDeclineSchema } from "~/features/quotes";
import { stageMoveSchema } from "../records/lead-trip";
import { ReasonDialog } from "./reason-dialog";

afterEach(cleanup);

/** The sentence each endpoint's schema gives for a reason, or null. */
const lostReason = (reason: string) =>
  stageMoveSchema.safeParse({ stage: "Closed Lost", lostReason: reason }).error?.issues[0]?.message ?? null;
const declineReason = (reason: string) =>
  proposalDeclineSchema.safeParse({ reason }).error?.issues[0]?.message ?? null;

function open(check: (reason: string) => string | null, refusal: string | null = null, choice?: string) {
  const onConfirm = vi.fn();
  render(
    <ReasonDialog
      title="Close as lost"
      description="Why?"
      placeholder=""
      maxLength={500}
      confirm="Close as lost"
      pending={false}
      refusal={refusal}
      check={check}
      choice={choice}
      onCancel={() => {}}
      onConfirm={onConfirm}
    />,
  );
  return { dialog: screen.getByRole("dialog"), onConfirm };
}

describe("the one reason form, for a lost lead and a declined proposal", () => {
  for (const [what, check] of [
    ["a lost lead", lostReason],
    ["a declined proposal", declineReason],
  ] as const) {
    it(`for ${what}: says what is missing in the schema's words, then sends the reason trimmed`, () => {
      const { dialog, onConfirm } = open(check);
      fireEvent.click(within(dialog).getByRole("button", { name: "Close as lost" }));
      expect(within(dialog).getByRole("alert").textContent).toBe(check(""));
      expect(within(dialog).getByLabelText("Reason").getAttribute("aria-invalid")).toBe("true");
      expect(onConfirm).not.toHaveBeenCalled();
      fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "  Booked elsewhere " } });
      expect(within(dialog).queryByRole("alert")).toBeNull();
      fireEvent.click(within(dialog).getByRole("button", { name: "Close as lost" }));
      expect(onConfirm).toHaveBeenCalledWith("Booked elsewhere", false);
      // Without a choice there is no box to tick.
      expect(within(dialog).queryByRole("checkbox")).toBeNull();
    });
  }

  it("shows the server's refusal where the form's own would be", () => {
    const { dialog } = open(lostReason, "Already accepted. It cannot be marked declined.");
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Already accepted. It cannot be marked declined.",
    );
  });

  it("offers its one choice unticked, and says whether it was ticked", () => {
    const { dialog, onConfirm } = open(declineReason, null, "Also close the lead as lost, with this reason");
    const box = within(dialog).getByRole("checkbox", {
      name: "Also close the lead as lost, with this reason",
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Booked elsewhere" } });
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close as lost" }));
    expect(onConfirm).toHaveBeenCalledWith("Booked elsewhere", true);
  });
});
