import type { LotDto, PlankSize, SleeperSize } from "@timber/contracts"
import { METRES_PER_FOOT, METRES_PER_INCH } from "@timber/domain/calculators/plank-price"
import { slicingFigures } from "@timber/domain/calculators/slicing-waste"
import { slicedWoodRefusal } from "@timber/domain/calculators/sliced-wood"

/**
 * The slicer's figures (factory spec sections 2.1 and 9). The slicer types inches and feet, like
 * its paste dialog; an operation stores cm and m (section 3). Waste and volumes are the domain's
 * one formula (`slicingFigures`: floored at 0, 2 decimals), the same the server records.
 */
const CM_PER_INCH = METRES_PER_INCH * 100

/**
 * A size as typed: text, so a half-typed "2." is kept. `measured` is the stored size it was shown from
 * (cm, cm, m): the fields show 3 decimals of inches and feet, and a metric receipt's 300 cm read back
 * from "9.843" ft would become 3.0001 m, so a field still showing its stored value keeps that value.
 */
export interface TypedSize {
  readonly heightIn: string
  readonly widthIn: string
  readonly lengthFt: string
  readonly quantity: string
  readonly measured?: { readonly height?: number; readonly width?: number; readonly length?: number }
}

const numberOf = (text: string) => {
  const value = Number(text.trim().replace(",", "."))
  return text.trim() !== "" && Number.isFinite(value) ? value : 0
}

/** Shown back in the units typed: at most 3 decimals, no trailing zeros. */
const shown = (value: number) => String(Number(value.toFixed(3)))

export const cmToInches = (cm: number) => shown(cm / CM_PER_INCH)
export const metresToFeet = (m: number) => shown(m / METRES_PER_FOOT)

/** A typed dimension in stored units: the stored value while the field still shows it, else the typed text converted. */
const storedOf = (typed: string, measured: number | undefined, show: (stored: number) => string, perTypedUnit: number) =>
  measured !== undefined && typed === show(measured) ? measured : Number((numberOf(typed) * perTypedUnit).toFixed(4))

/** The stored line of a typed size (cm, cm, m, pieces). A quantity below 1 counts as 1 (section 2.1). */
export const sizeLine = (size: TypedSize, sequence: number) => ({
  sequence,
  height: storedOf(size.heightIn, size.measured?.height, cmToInches, CM_PER_INCH),
  width: storedOf(size.widthIn, size.measured?.width, cmToInches, CM_PER_INCH),
  length: storedOf(size.lengthFt, size.measured?.length, metresToFeet, METRES_PER_FOOT),
  quantity: Math.max(1, Math.floor(numberOf(size.quantity)))
})

/** A stored line as the slicer types it again (edit mode). */
export const typedSize = (line: Pick<SleeperSize, "height" | "width" | "length" | "quantity">): TypedSize => ({
  heightIn: cmToInches(line.height),
  widthIn: cmToInches(line.width),
  lengthFt: metresToFeet(line.length),
  quantity: String(line.quantity),
  measured: { height: line.height, width: line.width, length: line.length }
})

/** A plank with zero width or height, or a sleeper with zero length, blocks the silent autosave (section 5). */
export const sizesInvalid = (sleeper: TypedSize, planks: ReadonlyArray<TypedSize>) =>
  numberOf(sleeper.lengthFt) <= 0 ||
  numberOf(sleeper.heightIn) <= 0 ||
  numberOf(sleeper.widthIn) <= 0 ||
  planks.some((p) => numberOf(p.heightIn) <= 0 || numberOf(p.widthIn) <= 0)

/** The sleeper and plank lines of an operation; a plank's length is its sleeper's (section 2.1). */
export const operationLines = (sleeper: TypedSize, planks: ReadonlyArray<TypedSize>) => {
  const sleeperLine: SleeperSize = sizeLine({ ...sleeper, quantity: "1" }, 1)
  const plankLines: PlankSize[] = planks.map((p, i) => ({
    ...sizeLine({ ...p, lengthFt: sleeper.lengthFt, measured: { ...p.measured, length: sleeper.measured?.length } }, i + 1),
    parentSequence: 1
  }))
  return { sleeperLines: [sleeperLine], plankLines }
}

/** Sleeper volume, plank volume (m³) and waste % as the server will record them. */
export const slicerFigures = (sleeper: TypedSize, planks: ReadonlyArray<TypedSize>) => {
  const { sleeperLines, plankLines } = operationLines(sleeper, planks)
  return slicingFigures(sleeperLines, plankLines)
}

/**
 * Why the server would refuse to save what is on screen (no plank, a size that is not real, planks
 * holding more wood than their sleeper), in the server's own words: the domain's one rule on the
 * same lines the save sends. Null when it may be saved.
 */
export const slicerRefusal = (sleeperNumber: number | null, sleeper: TypedSize, planks: ReadonlyArray<TypedSize>) => {
  const { sleeperLines, plankLines } = operationLines(sleeper, planks)
  return slicedWoodRefusal(sleeperNumber, sleeperLines, plankLines)
}

/** Plank code SL{sleeper number padded to 3}-{plank index padded to 2} (section 9). */
export const plankCode = (sleeperNumber: number, plankIndex: number) => `SL${String(sleeperNumber).padStart(3, "0")}-${String(plankIndex).padStart(2, "0")}`

export const TILES_PER_PAGE = 50
export const PAGE_JUMPS = 10

/**
 * The tiles of one page (50 per page) and the page-jump buttons: up to 10, the block of ten pages
 * holding the current one. "+N more" counts the pages after the block and `nextBlock` is where it
 * leads (the first page of the next block); `earlier` counts the pages before the block and
 * `previousBlock` is the first page of the block before. So every page of a LOT of any size is
 * reachable in steps of ten.
 */
export const tilePage = (count: number, page: number) => {
  const pages = Math.max(1, Math.ceil(count / TILES_PER_PAGE))
  const current = Math.min(Math.max(0, page), pages - 1)
  const first = current * TILES_PER_PAGE + 1
  const numbers = Array.from({ length: Math.max(0, Math.min(TILES_PER_PAGE, count - first + 1)) }, (_, i) => first + i)
  const blockStart = Math.floor(current / PAGE_JUMPS) * PAGE_JUMPS
  const blockEnd = Math.min(pages, blockStart + PAGE_JUMPS)
  const jumps = Array.from({ length: blockEnd - blockStart }, (_, i) => blockStart + i)
  return {
    numbers,
    pages,
    current,
    jumps,
    more: pages - blockEnd,
    nextBlock: blockEnd < pages ? blockEnd : null,
    earlier: blockStart,
    previousBlock: blockStart > 0 ? blockStart - PAGE_JUMPS : null
  }
}

export type LotLabel = "Completed" | "Draft" | "Not Started"

/**
 * A LOT's label in the selector (section 2.1): Completed when its history has a SUBMIT (its
 * receipt was submitted: the counted pieces are recorded), Draft when it has a draft and no
 * submit (the LOT is PROCESSING), else Not Started. Read from the LOT list, whose status and
 * counted pieces follow the same events as the history and drafts (one call, not two per LOT).
 */
export const lotLabel = (lot: Pick<LotDto, "status" | "actualPieces">): LotLabel =>
  lot.actualPieces !== null ? "Completed" : lot.status === "PROCESSING" ? "Draft" : "Not Started"

/** m³ to 4 decimals, as the receipt screens show volumes. */
export const m3 = (value: number) => `${value.toFixed(4)} m³`
