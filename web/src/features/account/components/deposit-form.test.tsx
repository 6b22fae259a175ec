// The transfer instructions name the broker's bank details as the deposit answer carries them (the one shape the
// admin saves), in both languages; the staff's note on the reference is not shown to the customer.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import type { BankDetails } from "../api/account-calls";
import { DepositForm } from "./deposit-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bank: BankDetails = {
  accountHolder: "UAB BaltBid",
  companyCode: "306512341",
  iban: "LT947044060007912345",
  bankName: "AB SEB bankas",
  swift: "CBVILT2X",
  referenceFormat: "Staff note: the reference alone",
};

function stub(bankDetails: BankDetails | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes("/api/transactions/deposits") && init?.method === "POST")
        return Response.json(
          {
            success: true,
            message: "ok",
            deposit: {
              id: "d1",
              amount: { amount: 500, currency: "EUR" },
              reference: "BBD-7K2M9QXA",
              status: "pending",
            },
            bankDetails,
          },
          { status: 201 },
        );
      if (url.includes("/api/transactions/deposits")) return Response.json({ success: true, deposits: [] });
      return Response.json({ success: true, data: null });
    }),
  );
}

describe.each(["lt", "en"] as const)("the deposit form in %s", (locale) => {
  const texts = locale === "lt" ? lt : en;

  it("lists each bank detail under its name, the company code included, and not the staff's note", async () => {
    stub(bank);
    render(
      <AppProvider locale={locale} messages={texts}>
        <MemoryRouter>
          <DepositForm />
        </MemoryRouter>
      </AppProvider>,
    );
    fireEvent.change(document.querySelector('[name="depositAmount"]')!, { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: texts["dashboard.deposit.submit"] }));
    const instructions = await screen.findByTestId("deposit-instructions");
    const rows = within(instructions);
    for (const [label, value] of [
      ["dashboard.deposit.beneficiary", bank.accountHolder],
      ["dashboard.deposit.beneficiaryCode", bank.companyCode!],
      ["dashboard.deposit.iban", bank.iban],
      ["dashboard.deposit.bankName", bank.bankName],
      ["dashboard.deposit.swift", bank.swift],
    ] as const) {
      expect(rows.getByText(texts[label])).toBeTruthy();
      expect(rows.getByText(value)).toBeTruthy();
    }
    expect(rows.queryByText(bank.referenceFormat)).toBeNull();
    expect(rows.getByText("BBD-7K2M9QXA")).toBeTruthy();
  });

  it("says the details are being updated when there are none", async () => {
    stub(null);
    render(
      <AppProvider locale={locale} messages={texts}>
        <MemoryRouter>
          <DepositForm />
        </MemoryRouter>
      </AppProvider>,
    );
    fireEvent.change(document.querySelector('[name="depositAmount"]')!, { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: texts["dashboard.deposit.submit"] }));
    const instructions = await screen.findByTestId("deposit-instructions");
    expect(within(instructions).getByText(texts["dashboard.deposit.noBankDetails"])).toBeTruthy();
    expect(within(instructions).queryByText(texts["dashboard.deposit.beneficiary"])).toBeNull();
  });
});
