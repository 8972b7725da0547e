import { createHash } from "node:crypto"
import type { FixtureIds } from "./factory-history"

/** Who reads: each sees the screens as the console shows them to that person. */
export type Reader = "admin" | "manager" | "operator"

/** What every screen's read endpoints answered, by screen and call: the truth an upgrade is held to. */
export type ScreenAnswers = Record<string, unknown>

/**
 * The read calls behind every screen of the console, for the fixture's records. Each answer is
 * stored whole: a change of any row or figure after an upgrade shows as a difference.
 */
export const screenReads = (ids: FixtureIds, logHead: string): ReadonlyArray<readonly [who: Reader, path: string]> => [
  ["admin", "/auth/me"],
  ["admin", "/management/wood-receipts"],
  ["admin", "/management/wood-receipts/summary"],
  ["admin", "/management/wood-receipts/alerts"],
  ["admin", `/management/lot-traceability/${ids.lotNumber}`],
  ["admin", `/factory/drafts?receipt_id=${ids.lotId}`],
  ["admin", `/factory/receipt-history?receipt_id=${ids.lotId}`],
  ["admin", `/factory/receipt-items?receipt_id=${ids.lotId}`],
  ["admin", "/factory/operations"],
  ["admin", `/factory/lot-recovery?lot_number=${ids.lotNumber}`],
  ["admin", "/factory/drying-processes"],
  ["admin", "/factory/drying-costs"],
  ["admin", "/electricity/recharges"],
  ["admin", "/electricity/statistics"],
  ["admin", "/transfers"],
  ["admin", "/management/warehouses"],
  ["admin", `/management/warehouses/${ids.yardId}/stock`],
  ["admin", `/management/warehouses/${ids.kilnId}/stock`],
  ["admin", "/management/stock/consolidated"],
  ["admin", "/management/stock/alerts"],
  ["admin", "/management/stock/adjustments"],
  ["admin", "/management/stock/ledger"],
  ["admin", "/management/stock/verify"],
  ["admin", "/factory/wood-types"],
  ["admin", "/factory/calculations"],
  ["operator", "/factory/calculations"],
  ["admin", "/management/approvals"],
  ["admin", "/management/approvals/pending-count"],
  ["admin", "/management/approval-rules"],
  ["admin", "/users/profiles"],
  ["admin", "/assets"],
  ["admin", "/assets/categories"],
  ["admin", "/assets/stats"],
  ["admin", "/assets/next-tag"],
  ["admin", `/assets/${ids.assetId}`],
  ["admin", "/stocktakes"],
  ["admin", `/stocktakes/${ids.stocktakeId}`],
  ["admin", "/users"],
  ["admin", "/roles"],
  ["admin", "/settings"],
  ["admin", "/settings/history"],
  ["admin", "/website/pages"],
  ["admin", `/website/pages/slug/${ids.pageSlug}`],
  ["admin", `/website/pages/${ids.pageId}/versions`],
  ["admin", `/website/pages/${ids.pageId}/versions/1`],
  ["admin", "/website/public/coming-soon"],
  ["admin", "/website/folders"],
  ["admin", `/website/folders?parentId=${ids.folderId}`],
  ["admin", `/website/files/${ids.fileId}/content`],
  ["admin", "/crm/newsletter/subscribers"],
  ["admin", "/notifications"],
  ["admin", "/notifications/unread-count"],
  ["manager", "/notifications"],
  ["manager", "/notifications/unread-count"],
  ["operator", "/notifications"],
  ["admin", "/display-tokens"],
  // the log up to the history's end: the sign-ins of the reads themselves come after it
  ["admin", `/audit/events?limit=500&cursor=${BigInt(logHead) + 1n}`],
  ["admin", `/audit/events?limit=500&lot=${ids.lotNumber}&cursor=${BigInt(logHead) + 1n}`]
]

/**
 * Fields whose value is the moment of the read, not the log's: left out of the comparison. Found
 * by the fixture writer itself, which reads every screen twice across a restart and refuses to
 * write a fixture whose answers differ anywhere else.
 */
const VOLATILE_FIELDS = new Set<string>(["lastLoginAt", "last_login", "lastLogin", "sessionExpiresAt"])

/** An answer with the read-time fields left out; bytes (a file's content) as their length and sha256. */
export const pinned = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(pinned)
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VOLATILE_FIELDS.has(key))
        .map(([key, field]) => [key, pinned(field)])
    )
  return value
}

/** One read's answer as the fixture keeps it: the status and the JSON body, or the bytes' digest. */
export const keptAnswer = async (response: Response): Promise<unknown> => {
  const type = response.headers.get("content-type") ?? ""
  if (type.includes("json")) return { status: response.status, body: pinned(await response.json()) }
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, type, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") }
}

/**
 * Every screen's answers on a running product: `read(who, path)` sends the call as that person
 * (after the projections reached the log's head, so nothing is read half-built); `logHead` is the
 * position of the history's last event.
 */
export const readEveryScreen = async (ids: FixtureIds, logHead: string, read: (who: Reader, path: string) => Promise<Response>): Promise<ScreenAnswers> => {
  const answers: ScreenAnswers = {}
  for (const [who, path] of screenReads(ids, logHead)) answers[`${who} GET ${path}`] = await keptAnswer(await read(who, path))
  return answers
}

/** The calls whose answers differ between two reads of the same data: empty when the fixture is sound. */
export const differingReads = (a: ScreenAnswers, b: ScreenAnswers): ReadonlyArray<string> =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
