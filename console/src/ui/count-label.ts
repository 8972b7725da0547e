import { listCountText, type ListCount } from "../lib/list-count"

/**
 * A tab's or chip's label with its count: the name alone while the count is on its way (never "(0)"
 * before the answer), "1,000+" past the server's count cap.
 */
export const countLabel = (label: string, count: ListCount | undefined) => (count === undefined ? label : `${label} (${listCountText(count)})`)
