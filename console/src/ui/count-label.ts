/**
 * A tab's or chip's name with its count, "Pending (3)"; while the count is still loading, the name
 * alone: never a "(0)" that is not known yet (issue 37: "Pending (0)" while loading).
 */
export const countLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`)
