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

/** cm in an inch and in a foot (platform spec section 9). */
const CM_PER_INCH = 2.54
const CM_PER_FOOT = 30.48

export type SleeperUnit = "imperial" | "metric"
export type SleeperDimensionName = "thickness" | "width" | "length"
export interface SleeperEntryLimit {
  readonly min: number
  readonly max: number
  /** The unit the value is typed in. */
  readonly unit: "in" | "ft" | "cm"
}

/**
 * Receipt processing's sleeper entry limits (factory spec section 5), per unit system as the
 * value is typed: imperial thickness and width in inches and length in feet, metric all in cm.
 * The spec gives width and length per system and thickness as "0.5 to 18" in the inch system;
 * metric thickness is the same 18 inches in cm (45.72), so an 8-inch sleeper (20.32 cm) is
 * accepted in either unit (the inch limit was read as cm). The console
 * validates against these, and the server's cm bounds (`sleeperThicknessCm` …) are derived from them.
 */
const sleeperEntry: Readonly<Record<SleeperUnit, Readonly<Record<SleeperDimensionName, SleeperEntryLimit>>>> = {
  imperial: {
    thickness: { min: 0.5, max: 18, unit: "in" },
    width: { min: 0.5, max: 18, unit: "in" },
    length: { min: 0.5, max: 18, unit: "ft" }
  },
  metric: {
    thickness: { min: 0.5, max: 18 * CM_PER_INCH, unit: "cm" },
    width: { min: 0.5, max: 50, unit: "cm" },
    length: { min: 0.5, max: 600, unit: "cm" }
  }
}

const CM_PER: Record<SleeperEntryLimit["unit"], number> = { in: CM_PER_INCH, ft: CM_PER_FOOT, cm: 1 }

/** The cm range either unit system accepts for a dimension: what the server stores. */
function widestInCm(dimension: SleeperDimensionName): NumberBound {
  const ranges = Object.values(sleeperEntry).map((limits) => limits[dimension])
  return {
    min: Math.min(...ranges.map((r) => r.min * CM_PER[r.unit])),
    max: Math.max(...ranges.map((r) => r.max * CM_PER[r.unit]))
  }
}

const numberBounds = {
  /** LOT estimated pieces. */
  pieces: { min: 0, max: 10_000_000, integer: true },
  /** Pieces in one quantity of a stock row (an adjustment's count, a minimum level). */
  stockPieces: { min: 0, max: 10_000_000, integer: true },
  /** Pieces put in a kiln: at least one (factory spec: "minimum 1"). */
  dryingPieces: { min: 1, max: 10_000_000, integer: true },
  /** Pieces of one transfer line (factory spec section 9: minimum quantity 1). */
  transferPieces: { min: 1, max: 10_000_000, integer: true },
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
  /** Backups the daily schedule keeps (the newest; older ones are deleted after a successful backup). */
  backupsKept: { min: 1, max: 365, integer: true },
  /** Days before a password must change; 0 means never. */
  passwordExpiryDays: { min: 0, max: 3_650, integer: true },
  /** Failed sign-ins that lock an account, as an administrator may set them: at least 3 (at 1 one request locked anyone). */
  maxLoginAttempts: { min: 3, max: 100, integer: true },
  /**
   * The same as stored and answered: values below 3 set before per-address keys stay readable (events are
   * never edited), and the sign-in counts them as 3 (`effectiveMaxLoginAttempts`).
   */
  maxLoginAttemptsStored: { min: 1, max: 100, integer: true },
  /** An oven's lifespan in years (0: empty, counted as 1). */
  lifespanYears: { min: 0, max: 200 },
  /** TZS per kWh (spec: a number, step 0.01, min 0). */
  electricityPrice: { min: 0, max: 1_000_000 },
  /**
   * A measured sleeper, stored in cm (factory spec section 3): the widest of the two unit
   * systems of section 5 (`sleeperEntry` below), so whatever either system accepts is stored.
   */
  sleeperThicknessCm: widestInCm("thickness"),
  sleeperWidthCm: widestInCm("width"),
  sleeperLengthCm: widestInCm("length"),
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
const listBounds = { sleeperLines: 500, plankLines: 2_000, warehouseUsers: 200, receiptSleepers: 5_000, alternativeNames: 20, transferItems: 200 } as const

/** An uploaded picture (a profile picture, a wood type's image): at most 2 MiB. */
const fileBounds = { imageBytes: 2 * 1024 * 1024 } as const

/**
 * Calendar dates a user may enter: a receipt, a start or a reading time. Years outside this
 * window are typing mistakes, and PostgreSQL has no year 0.
 */
const dateBounds = { minYear: 1900, maxYear: 2999 } as const

export const Bounds = { ...numberBounds, sleeperEntry, text: textBounds, list: listBounds, date: dateBounds, file: fileBounds } as const
