import type { DryingProcess } from "@timber/contracts"

/** The completed batches of spec section 2.3: searchable by batch number or wood type name, sortable by four columns. */
export type CompletedSortKey = "batchNumber" | "woodType" | "completedDate" | "finalHumidity"
export type SortDirection = "asc" | "desc"
export interface CompletedSort {
  readonly key: CompletedSortKey
  readonly direction: SortDirection
}

/** The list opens newest completion first (spec: completedDate is the default, descending). */
export const DEFAULT_SORT: CompletedSort = { key: "completedDate", direction: "desc" }

/** The humidity the batch ended at: its latest reading's, null without readings. */
export const finalHumidity = (batch: Pick<DryingProcess, "readings">): number | null => {
  const latest = [...batch.readings].sort((a, b) => a.readingTime.localeCompare(b.readingTime)).at(-1)
  return latest?.humidity ?? null
}

const woodTypeName = (batch: DryingProcess) => batch.woodType?.name ?? ""

/** Compares two present values; a batch without the value sorts last whichever way the column is sorted (a user looks for the values). */
const compareWithMissingLast = <T>(a: T | null, b: T | null, direction: SortDirection, compare: (x: T, y: T) => number) => {
  if (a === null && b === null) return 0
  if (a === null) return 1
  if (b === null) return -1
  return direction === "asc" ? compare(a, b) : compare(b, a)
}

const text = (x: string, y: string) => x.localeCompare(y, undefined, { numeric: true, sensitivity: "base" })
const number = (x: number, y: number) => x - y

const valueCompare = (key: CompletedSortKey, direction: SortDirection) => (a: DryingProcess, b: DryingProcess) => {
  switch (key) {
    case "batchNumber":
      return compareWithMissingLast(a.batchNumber, b.batchNumber, direction, text)
    case "woodType":
      return compareWithMissingLast(a.woodType?.name ?? null, b.woodType?.name ?? null, direction, text)
    case "completedDate":
      return compareWithMissingLast(a.endTime ? Date.parse(a.endTime) : null, b.endTime ? Date.parse(b.endTime) : null, direction, number)
    case "finalHumidity":
      return compareWithMissingLast(finalHumidity(a), finalHumidity(b), direction, number)
    default:
      return key satisfies never
  }
}

/** Whether a batch matches the search box: its batch number or wood type name holds the words, ignoring case. */
export const matchesSearch = (batch: DryingProcess, search: string) => {
  const wanted = search.trim().toLowerCase()
  return wanted === "" || batch.batchNumber.toLowerCase().includes(wanted) || woodTypeName(batch).toLowerCase().includes(wanted)
}

/** The completed batches the list shows: only COMPLETED ones, searched, then sorted (ties keep the newest completion first). */
export const completedBatches = (processes: ReadonlyArray<DryingProcess>, search: string, sort: CompletedSort = DEFAULT_SORT): DryingProcess[] => {
  const byValue = valueCompare(sort.key, sort.direction)
  const newestFirst = valueCompare("completedDate", "desc")
  return processes
    .filter((p) => p.status === "COMPLETED" && matchesSearch(p, search))
    .sort((a, b) => byValue(a, b) || newestFirst(a, b) || a.batchNumber.localeCompare(b.batchNumber))
}

/** Clicking a column: the same column turns around, another starts ascending (dates start newest first). */
export const nextSort = (current: CompletedSort, key: CompletedSortKey): CompletedSort =>
  current.key === key ? { key, direction: current.direction === "asc" ? "desc" : "asc" } : { key, direction: key === "completedDate" ? "desc" : "asc" }
