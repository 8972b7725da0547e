import { linesVolume, type SizeLine } from "./slicing-waste"

/** A sleeper as its receipt measured it: cm (receipt items store cm). */
export interface MeasuredSleeper {
  readonly width: number
  readonly height: number
  readonly length: number
  readonly quantity: number
}

/** One counted sleeper as the receipt measured it: m³. */
export const measuredSleeperM3 = (item: Pick<MeasuredSleeper, "width" | "height" | "length">) => (item.width / 100) * (item.height / 100) * (item.length / 100)

/**
 * Sleeper N of a LOT is the N-th sleeper its receipt counted (items in the order measured, each
 * counted `quantity` times): the numbered tiles of the slicer. Null when the receipt counted fewer.
 */
export const receiptSleeper = <T extends { readonly quantity: number }>(items: ReadonlyArray<T>, sleeperNumber: number): T | null => {
  if (!Number.isInteger(sleeperNumber) || sleeperNumber < 1) return null
  let counted = 0
  for (const item of items) {
    counted += item.quantity
    if (sleeperNumber <= counted) return item
  }
  return null
}

/** How many sleepers a receipt counted. */
export const countedSleepers = (items: ReadonlyArray<{ readonly quantity: number }>) => items.reduce((sum, item) => sum + item.quantity, 0)

/**
 * A LOT's volume account, in m³: what its receipt counted (received), the
 * sleepers sliced (as the receipt measured them, so received = unsliced + sliced exactly), the
 * planks cut from them (as the slicer measured them), the waste (sliced - planks: negative only
 * when planks were measured bigger than their sleeper) and the recovery factor, plank m³ / sliced
 * sleeper m³ (null before anything is sliced).
 */
export interface LotVolumeAccount {
  readonly countedSleepers: number
  readonly slicedSleepers: number
  readonly receivedM3: number
  readonly unslicedM3: number
  readonly slicedSleeperM3: number
  readonly plankM3: number
  readonly wasteM3: number
  readonly recoveryFactor: number | null
}

/** The account from the LOT's counted receipt and its ended operations (each sleeper counted once). */
export const lotVolumeAccount = (
  items: ReadonlyArray<MeasuredSleeper>,
  ended: ReadonlyArray<{ readonly sleeperNumber: number; readonly plankSizes: ReadonlyArray<SizeLine> }>
): LotVolumeAccount => {
  const receivedM3 = items.reduce((sum, item) => sum + measuredSleeperM3(item) * item.quantity, 0)
  const seen = new Set<number>()
  let slicedSleeperM3 = 0
  let plankM3 = 0
  for (const operation of ended) {
    const sleeper = receiptSleeper(items, operation.sleeperNumber)
    if (sleeper === null || seen.has(operation.sleeperNumber)) continue
    seen.add(operation.sleeperNumber)
    slicedSleeperM3 += measuredSleeperM3(sleeper)
    plankM3 += linesVolume(operation.plankSizes)
  }
  return {
    countedSleepers: countedSleepers(items),
    slicedSleepers: seen.size,
    receivedM3,
    unslicedM3: receivedM3 - slicedSleeperM3,
    slicedSleeperM3,
    plankM3,
    wasteM3: slicedSleeperM3 - plankM3,
    recoveryFactor: seen.size === 0 || slicedSleeperM3 === 0 ? null : plankM3 / slicedSleeperM3
  }
}
