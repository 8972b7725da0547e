import { LiveTopics, type LiveTopicKind, type PageKey, type PermissionAction, type PermissionMap, type Role } from "@timber/contracts"
import { can, isAdmin } from "@timber/domain/permissions/index"

/** Who watches: the signed-in user with the permissions their reads are checked against. */
export interface Viewer {
  readonly userId: string
  readonly role: Role
  readonly permissions: PermissionMap
  /** A wall display's socket (display token): it watches the wall's topics and nothing else. */
  readonly wall?: true
}

/**
 * The topics a wall display watches: those that announce a change of a panel's read models
 * (GET /api/wall), whose pushes carry a topic and a position only.
 */
export const WALL_TOPIC_KINDS: ReadonlySet<LiveTopicKind> = new Set<LiveTopicKind>([
  "lots",
  "dashboard",
  "slicing",
  "drying",
  "approvals",
  "transfers",
  "stock",
  "warehouses",
  "woodTypes"
])

type Need = readonly [PageKey, PermissionAction]

/**
 * A topic's rule: the page permissions of the reads it announces (any one of them suffices, as
 * the reads' `requireAny`), ADMIN only, or anyone signed in; `own` topics carry a user id and are
 * that user's alone. `reads` names the GETs a push tells the console to refetch (`{id}`: the topic's id): the
 * topic × role spec asks each of them and expects the subscription granted exactly when one answers.
 */
export interface TopicRule {
  readonly may: ReadonlyArray<Need> | "admin" | "signed-in"
  readonly own?: true
  readonly reads: ReadonlyArray<string>
}

/**
 * One rule per kind of topic: the compiler asks for a rule for every key of LiveTopics, and a
 * topic of no known kind is refused to everyone. Keep each in step with the handlers' gates.
 */
export const TOPIC_RULES: Readonly<Record<LiveTopicKind, TopicRule>> = {
  lots: {
    may: [
      ["lot-creation", "read"],
      ["wood-receipt", "read"],
      ["dashboard", "access"]
    ],
    reads: ["/management/wood-receipts", "/management/wood-receipts/summary", "/management/wood-receipts/alerts"]
  },
  lot: {
    may: [
      ["wood-receipt", "read"],
      ["wood-slicing", "read"],
      ["lot-creation", "read"]
    ],
    reads: ["/factory/drafts?receipt_id={id}", "/factory/receipt-history?receipt_id={id}", "/factory/receipt-items?receipt_id={id}"]
  },
  woodTypes: { may: "signed-in", reads: ["/factory/wood-types"] },
  users: { may: [["admin-settings", "read"]], reads: ["/users"] },
  roles: { may: [["admin-settings", "read"]], reads: ["/roles"] },
  settings: { may: "admin", reads: ["/settings"] },
  dashboard: {
    may: [["dashboard", "access"]],
    reads: ["/management/wood-receipts", "/management/wood-receipts/summary", "/factory/drying-processes", "/factory/operations"]
  },
  approvals: { may: [["approvals", "read"]], reads: ["/management/approvals", "/management/approval-rules", "/management/approvals/pending-count"] },
  notifications: { may: "signed-in", own: true, reads: ["/notifications"] },
  calculations: { may: [["wood-calculator", "access"]], own: true, reads: ["/factory/calculations"] },
  warehouses: {
    may: [
      ["warehouses", "read"],
      ["inventory-reports", "read"],
      ["drying-process", "read"],
      ["wood-transfer", "read"],
      ["wood-receipt", "read"]
    ],
    reads: ["/management/warehouses"]
  },
  stock: {
    may: [
      ["inventory-reports", "read"],
      ["dashboard", "access"]
    ],
    reads: ["/management/stock/consolidated", "/management/stock/alerts"]
  },
  system: { may: "admin", reads: ["/system/projections"] },
  slicing: {
    may: [
      ["wood-slicing", "read"],
      ["approvals", "read"],
      ["dashboard", "access"]
    ],
    reads: ["/factory/operations"]
  },
  drying: {
    may: [
      ["drying-process", "read"],
      ["inventory-reports", "read"],
      ["dashboard", "access"]
    ],
    reads: ["/factory/drying-processes"]
  },
  transfers: {
    may: [
      ["wood-transfer", "read"],
      ["inventory-reports", "read"]
    ],
    reads: ["/transfers"]
  },
  assets: {
    may: [["assets-items", "read"]],
    reads: ["/assets", "/assets/categories", "/assets/stats", "/assets/next-tag", "/assets/unallocated-tags", "/stocktakes"]
  },
  user: { may: "signed-in", own: true, reads: ["/auth/me"] },
  displayTokens: { may: "admin", reads: ["/display-tokens"] },
  newsletter: { may: [["crm-clients", "read"]], reads: ["/crm/newsletter/subscribers"] }
}

const KINDS = Object.keys(LiveTopics) as ReadonlyArray<LiveTopicKind>
const EXACT = new Map<string, LiveTopicKind>()
const PREFIXED: Array<readonly [string, LiveTopicKind]> = []
for (const kind of KINDS) {
  const topic = LiveTopics[kind]
  if (typeof topic === "string") EXACT.set(topic, kind)
  else PREFIXED.push([topic(""), kind])
}

/** The kind of a topic and the user id of a private one; null for a topic of no known kind. */
export const topicKind = (topic: string): { readonly kind: LiveTopicKind; readonly id: string | null } | null => {
  const exact = EXACT.get(topic)
  if (exact) return { kind: exact, id: null }
  for (const [prefix, kind] of PREFIXED) if (topic.startsWith(prefix) && topic.length > prefix.length) return { kind, id: topic.slice(prefix.length) }
  return null
}

/** Whether the viewer may read what the topic announces: asked at subscribe and at every push. */
export const mayWatch = (viewer: Viewer, topic: string): boolean => {
  const known = topicKind(topic)
  if (!known) return false
  if (viewer.wall) return WALL_TOPIC_KINDS.has(known.kind)
  const rule = TOPIC_RULES[known.kind]
  if (rule.own && known.id !== viewer.userId) return false
  if (rule.may === "signed-in") return true
  if (rule.may === "admin") return isAdmin(viewer)
  return rule.may.some(([page, action]) => can(viewer, page, action))
}

/** `*` watches every topic the viewer may read; any other subscription names one topic. */
export const WILDCARD = "*"
