/** Drying messages (factory-operations spec sections 5 and 8). */
export const DryingMessages = {
  notFound: "Drying process not found",
  numberTaken: "Another drying process took this batch number at the same moment; please try again",
  readingNotFound: "Drying reading not found",
  piecesInvalid: "Please enter a valid number of pieces (minimum 1)",
  woodTypeRequired: "Please select a wood type",
  humidityRange: "Humidity must be between 0 and 100",
  electricityRequired: "Electricity meter and humidity are required",
  needTwoReadings: "Need at least 2 readings to complete process",
  completed: "This drying process is completed; only an admin may change it",
  adminOnlyEdit: "Only admins can edit the initial drying data",
  confirmDelete: "Are you sure you want to delete this drying process?",
  stockWoodTypeFixed: "This batch's pieces came from stock of another wood type; delete the batch and start it again from the right stock",
  completedPiecesFixed: "This batch's pieces are dried stock now; change them with a stock adjustment",
  /** The physics of a batch (domain calculators/drying-physics.ts): refused in words the operator can act on. */
  startingMeterNegative: "The starting electricity meter cannot be below 0 kWh",
  meterNegative: "The electricity meter cannot read below 0 kWh",
  readingBeforeStart: (startTime: string) => `A reading cannot be dated before its batch started (${startTime}); check the reading time`,
  inTheFuture: (what: "reading" | "start") => `The ${what} time is more than a day ahead of now; check the ${what === "reading" ? "reading" : "start"} time`,
  meterRoseWithoutRecharge: (previous: number, meter: number) =>
    `The meter reads ${meter} kWh, above the ${previous} kWh before it: a prepaid meter only rises by a recharge. Paste the LUKU SMS of that recharge with this reading, or check the meter`,
  meterRoseAboveRecharge: (rise: number, recharged: number) =>
    `The meter rose by ${rise} kWh, more than the ${recharged} kWh of the recharge pasted with it; check the meter reading`,
  /** A completed batch's cost: recalculated only by an admin, with a reason, once it was recorded. */
  costAdminOnly: "Only an admin can correct a batch's cost",
  costReasonRequired: "Please give the reason for correcting this cost",
  costNotCompleted: "Only a completed batch's cost can be corrected",
  costNotRecorded: "This batch's cost is still being recorded; try again in a moment",
  completedAboveTarget: (finalHumidity: number, targetHumidity: number) =>
    `The latest humidity is ${finalHumidity} %, above the ${targetHumidity} % target: the wood may not be dry yet. Complete anyway?`
} as const

/** Spec section 9: target humidity for completion. */
export const TARGET_HUMIDITY = 12
export const MM_PER_INCH = 25.4
