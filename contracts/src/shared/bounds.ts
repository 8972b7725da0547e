/**
 * The bounds of every field a client may write, defined once: the contract schemas
 * (`fields.ts`), the console's forms and the read-model column types read them from here.
 * Each maximum is far above anything a timber yard records, low enough that sums and
 * products of them stay exact and finite, and held by its read-model column
 * (contracts/README.md "Field bounds" gives the reasons).
 */
export interface NumberBound {
  readonly min: number
  readonly max: number
  /** Counted things: whole numbers only. */
  readonly integer?: true
  /** The minimum itself is refused (a plank of thickness 0 has no volume). */
  readonly aboveZero?: true
}

const numberBounds = {
  /** LOT estimated pieces. */
  pieces: { min: 0, max: 10_000_000, integer: true },
  /** Pieces in one quantity of a stock row (an adjustment's count, a minimum level). */
  stockPieces: { min: 0, max: 10_000_000, integer: true },
  /** Pieces put in a kiln: at least one (factory spec: "minimum 1"). */
  dryingPieces: { min: 1, max: 10_000_000, integer: true },
  /** A sleeper's number within its LOT. */
  sleeperNumber: { min: 1, max: 10_000_000, integer: true },
  /** Pieces on one sleeper or plank line. */
  lineQuantity: { min: 1, max: 100_000, integer: true },
  /** A line's sequence (and a plank's parent sequence) within one operation. */
  lineSequence: { min: 0, max: 100_000, integer: true },
  /** Cubic metres. */
  volumeM3: { min: 0, max: 1_000_000 },
  /** Money in TZS (no decimals are required, none are refused). */
  amount: { min: 0, max: 1_000_000_000_000 },
  /** Percentages: VAT, humidity. */
  percentage: { min: 0, max: 100 },
  /** The calculator's plank dimensions, inches (thickness, width) and feet (length). */
  plankDimension: { min: 0.01, max: 1_000, aboveZero: true },
  /** A slicing line's width and height in cm. */
  lineCrossSectionCm: { min: 0, max: 1_000 },
  /** A slicing line's length in m. */
  lineLengthM: { min: 0, max: 100 },
  /** A drying batch's wood thickness, in mm or inches as sent. */
  dryingThickness: { min: 0, max: 1_000 },
  /** Electricity meter readings and starting units, kWh. */
  electricityUnits: { min: 0, max: 1_000_000_000 },
  /** An approval rule's threshold: %, m³, TZS or pieces depending on its condition. */
  ruleThreshold: { min: 0, max: 1_000_000_000_000 },
  /** A TCP port. */
  smtpPort: { min: 1, max: 65_535, integer: true },
  /** Days before a password must change; 0 means never. */
  passwordExpiryDays: { min: 0, max: 3_650, integer: true },
  /** Failed sign-ins that lock an account. */
  maxLoginAttempts: { min: 1, max: 100, integer: true },
  /** TZS per kWh (spec: a number, step 0.01, min 0). */
  electricityPrice: { min: 0, max: 1_000_000 },
  /**
   * A measured sleeper, stored in cm (factory spec section 3): the widest of the two unit
   * systems of section 5 (thickness 0.5 cm to 18 in, width 0.5 cm to 50 cm, length 0.5 cm to 600 cm).
   */
  sleeperThicknessCm: { min: 0.5, max: 45.72 },
  sleeperWidthCm: { min: 0.5, max: 50 },
  sleeperLengthCm: { min: 0.5, max: 600 },
  /** A wood type's density, kg/m³ (balsa ~150, lignum vitae ~1,300). */
  densityKgM3: { min: 0, max: 2_000 },
  /** Janka hardness, N (the hardest woods are near 20,000 N). */
  jankaHardnessN: { min: 0, max: 50_000 }
} as const satisfies Record<string, NumberBound>

/** Maximum characters of each kind of text. */
const textBounds = {
  id: 100,
  lotNumber: 64,
  serialNumber: 40,
  name: 120,
  personName: 100,
  grade: 60,
  role: 40,
  /** Supplier, purchase order number: one line a person types. */
  line: 200,
  notes: 2_000,
  sms: 1_000,
  stockThickness: 20,
  /** A warehouse code such as WH-001. */
  warehouseCode: 30,
  email: 254,
  password: 200,
  passwordMin: 8,
  /** A direct message's title. */
  messageTitle: 200
} as const

/** Lines one slicing operation may carry. */
const listBounds = { sleeperLines: 500, plankLines: 2_000, warehouseUsers: 200, receiptSleepers: 5_000, alternativeNames: 20 } as const

/** An uploaded picture (a profile picture, a wood type's image): at most 2 MiB (issue 12). */
const fileBounds = { imageBytes: 2 * 1024 * 1024 } as const

/**
 * Calendar dates a user may enter: a receipt, a start or a reading time. Years outside this
 * window are typing mistakes, and PostgreSQL has no year 0.
 */
const dateBounds = { minYear: 1900, maxYear: 2999 } as const

export const Bounds = { ...numberBounds, text: textBounds, list: listBounds, date: dateBounds, file: fileBounds } as const
