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
  completedPiecesFixed: "This batch's pieces are dried stock now; change them with a stock adjustment"
} as const

/** Spec section 9: target humidity for completion. */
export const TARGET_HUMIDITY = 12
export const MM_PER_INCH = 25.4
