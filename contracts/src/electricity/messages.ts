/** LUKU recharge messages (factory spec sections 5 and 8; the parser's refusals decided in domain calculators/luku-sms.ts). */
export const ElectricityMessages = {
  smsRequired: "SMS text is required",
  noToken: "No 20-digit LUKU token found in the SMS",
  twoTokens: "The SMS holds more than one token; paste one recharge at a time",
  noUnits: "No units (kWh) found in the SMS",
  noAmount: "No amount paid (TZS) found in the SMS",
  /** Spec section 8: the client's fallback and its success toast (3 s). */
  parseFailed: "Failed to parse SMS. Please check the format.",
  added: "Luku added successfully!"
} as const
