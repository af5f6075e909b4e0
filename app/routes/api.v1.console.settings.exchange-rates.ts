import { consoleAction, writeOnly } from "~/features/crm/index.server";
import { exchangeRateInputSchema, setExchangeRate } from "~/server/exchange-rates.server";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"currency": "EUR", "inrPerUnit": "90.50", "asOf": "2026-11-20"}: the rupees for one
 * unit of a currency from that day on. Each rate is kept (the newest is in force) and audited;
 * bookings keep the rate they were made at.
 */
export const action = consoleAction(
  { role: "admin", methods: ["PUT"], schema: exchangeRateInputSchema },
  async ({ db, user, input, ip }) => {
    const rate = await setExchangeRate(db, input, { id: user.id, email: user.email, ip });
    return { rate };
  },
);
