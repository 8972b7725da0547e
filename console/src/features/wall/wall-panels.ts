import { LiveTopics } from "@timber/contracts"

/** The wall's panels in the order they rotate, each with the topics whose change brings it forward. */
export const WALL_PANELS = [
  { key: "receipts", title: "Today's receipts", topics: [LiveTopics.lots, LiveTopics.dashboard] },
  { key: "slicing", title: "Slicing in progress", topics: [LiveTopics.slicing] },
  { key: "kilns", title: "Kilns", topics: [LiveTopics.drying] },
  { key: "approvals", title: "Pending approvals", topics: [LiveTopics.approvals] },
  { key: "transfers", title: "Transfers in transit", topics: [LiveTopics.transfers] },
  { key: "lowStock", title: "Low-stock alerts", topics: [LiveTopics.stock] }
] as const
export type WallPanelKey = (typeof WALL_PANELS)[number]["key"]

/** Every topic the wall listens to (the hub lets a display watch these and nothing else). */
export const WALL_TOPICS = [...new Set([...WALL_PANELS.flatMap((panel) => panel.topics), LiveTopics.warehouses, LiveTopics.woodTypes])]

/** A panel is shown this long before the next one. */
export const ROTATE_EVERY_MS = 15_000
