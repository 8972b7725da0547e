import { METRES_PER_INCH } from "./plank-price"

const CM_PER_INCH = METRES_PER_INCH * 100

/**
 * The stock row thickness of a measured sleeper. Stock rows count thickness in inches as text
 * (`1"`, `2"`, the transfer form's options; drying shows mm / 25.4), and a receipt stores cm:
 * the sleeper's thickness in inches to 2 decimals, trailing zeros dropped (15.24 cm → `6"`,
 * 15 cm → `5.91"`). Slicing takes a sleeper out of the row its LOT put it in by the same key, and
 * the drying cost finds a batch's measured pieces by it. A pure calculator, so the read side may use it.
 */
export const stockThicknessOfCm = (cm: number) => `${Number((cm / CM_PER_INCH).toFixed(2))}"`
