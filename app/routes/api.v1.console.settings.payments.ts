import {
  consoleAction,
  paymentSettingsBody,
  savePaymentDetails,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/** PUT (admins): the agency's bank account, UPI id, GSTIN and legal name, reminder days and link expiry. */
export const action = consoleAction(
  { role: "admin", schema: paymentSettingsBody, methods: ["PUT"] },
  ({ db, user, input }) => savePaymentDetails(db, user, input),
);
