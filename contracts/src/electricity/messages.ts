/** LUKU recharge messages (factory spec sections 5 and 8; the parser's refusals decided in domain calculators/luku-sms.ts). */
export const ElectricityMessages = {
  smsRequired: "SMS text is required",
  noToken: "No 20-digit LUKU token found in the SMS",
  twoTokens: "The SMS holds more than one token; paste one recharge at a time",
  noUnits: "No units (kWh) found in the SMS",
  noAmount: "No amount paid (TZS) found in the SMS",
  /** Spec section 8: the client's fallback and its success toast (3 s). */
  parseFailed: "Failed to parse SMS. Please check the format.",
  added: "Luku added successfully!",
  /** The register and its bounds (domain calculators/recharge-rules.ts). */
  kwhOutOfBounds: (max: number) => `The kWh bought must be above 0 and at most ${max.toLocaleString("en-US")}; check the SMS`,
  paidOutOfBounds: (max: number) => `The amount paid must be above TZS 0 and at most TZS ${max.toLocaleString("en-US")}; check the SMS`,
  tariffOutOfBounds: (tariff: number, min: number, max: number) =>
    `That is TZS ${tariff.toLocaleString("en-US", { maximumFractionDigits: 2 })} per kWh, outside TZS ${min}–${max.toLocaleString("en-US")}: check the amount and the units`,
  tokenReused: (kwhAmount: number, totalPaid: number) =>
    `This token was already recorded for ${kwhAmount} kWh and TZS ${totalPaid.toLocaleString("en-US")}: a token is bought once. If those figures were wrong, correct the recharge in the register`,
  tokenVoided: "This token's recharge was voided in the register; a token is bought once",
  notFound: "Electricity recharge not found",
  reasonRequired: "Please give a reason for the change",
  voided: "This recharge was voided; it can no longer be corrected",
  /** the register corrects the units of whoever edits it, the money only of who sees it. */
  paidNotYours: "You do not see the amounts of drying processes, so you cannot change the amount paid; correct the kWh alone and leave the amount as recorded",
  priceFarFromLast: (tariff: number, lastTariff: number) =>
    `TZS ${tariff.toLocaleString("en-US", { maximumFractionDigits: 2 })} per kWh is far from the last recharge's TZS ${lastTariff.toLocaleString("en-US", { maximumFractionDigits: 2 })}; check the SMS`
} as const
