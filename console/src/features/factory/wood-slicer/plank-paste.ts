/**
 * The paste dialog (factory spec section 2.1): rows copied from a spreadsheet, tab-separated
 * columns height (in), width (in), length (ft), quantity. A real spreadsheet paste also brings a
 * header row, blank lines, Windows line ends (CRLF) and decimal commas ("2,5"); those work. A row
 * whose height or width is not a number above 0 is skipped and said so (its line number and
 * why); a missing length is fine (planks take their sleeper's length); a quantity that is not a
 * whole number of at least 1 is 1.
 */
export interface PastedPlank {
  readonly heightIn: number
  readonly widthIn: number
  readonly lengthFt: number | null
  readonly quantity: number
}

export interface SkippedLine {
  readonly line: number
  readonly text: string
  readonly reason: string
}

export interface PasteResult {
  readonly planks: ReadonlyArray<PastedPlank>
  readonly skipped: ReadonlyArray<SkippedLine>
}

/** A spreadsheet cell as a number: trimmed, unit marks dropped, a decimal comma read as a point; null when it is not one. */
export const cellNumber = (cell: string | undefined): number | null => {
  if (cell === undefined) return null
  let text = cell.trim().replace(/\s*(in(ch(es)?)?|ft|feet|foot|["'″′”])$/i, "")
  if (/^-?\d+,\d+$/.test(text)) text = text.replace(",", ".")
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

const cellsOf = (line: string) => (line.includes("\t") ? line.split("\t") : line.trim().split(/\s+/))

const QUANTITY_DEFAULT = 1

/** Any text: never throws, every non-blank line is either a plank or a skipped line. */
export const parsePlankPaste = (text: string): PasteResult => {
  const planks: PastedPlank[] = []
  const skipped: SkippedLine[] = []
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === "") return
    const line = index + 1
    const cells = cellsOf(raw)
    const heightIn = cellNumber(cells[0])
    const widthIn = cellNumber(cells[1])
    if (heightIn === null || widthIn === null) {
      const words = cells.some((c) => /[a-z]/i.test(c))
      skipped.push({ line, text: raw.trim(), reason: words && planks.length === 0 ? "a header row" : "height and width must be numbers" })
      return
    }
    if (heightIn <= 0 || widthIn <= 0) {
      skipped.push({ line, text: raw.trim(), reason: "height and width must be above 0" })
      return
    }
    const length = cellNumber(cells[2])
    const quantity = cellNumber(cells[3])
    planks.push({
      heightIn,
      widthIn,
      lengthFt: length !== null && length > 0 ? length : null,
      quantity: quantity !== null && Number.isInteger(quantity) && quantity >= 1 ? quantity : QUANTITY_DEFAULT
    })
  })
  return { planks, skipped }
}

/** What the dialog says it skipped: "Skipped line 1 (a header row): Height Width Length Qty". */
export const skippedSentence = (s: SkippedLine) => `Skipped line ${s.line} (${s.reason}): ${s.text.replace(/\t/g, " ")}`
