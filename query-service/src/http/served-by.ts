import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { ReadApi } from "@timber/contracts"

type ReadGroups = typeof ReadApi extends HttpApi.HttpApi<string, infer Groups, unknown, unknown> ? Groups : never

/** Every read endpoint of the HttpApi, by group and endpoint name: the compiler asks for each one. */
type ServedBy = {
  readonly [G in ReadGroups as HttpApiGroup.HttpApiGroup.Name<G>]: {
    readonly [E in HttpApiGroup.HttpApiGroup.Endpoints<G> as HttpApiEndpoint.HttpApiEndpoint.Name<E>]: ReadonlyArray<string>
  }
}

/**
 * The projections whose read models each read endpoint answers from. A read with
 * X-Min-Position waits for these only: an unrelated projection that lags (or stopped)
 * never slows it. A new endpoint fails to compile until it is listed here.
 */
export const SERVED_BY: ServedBy = {
  health: { health: [], ready: [] },
  auth: { me: ["users"] },
  users: { list: ["users"], avatar: ["users"] },
  roles: { list: ["roles"] },
  settings: { all: ["system-settings"], value: ["system-settings"], history: ["system-settings"] },
  woodTypes: { list: ["wood-types"], image: ["wood-types"] },
  lots: { list: ["wood-receipts"], summary: ["wood-receipts"], alerts: ["wood-receipts"], traceability: ["wood-receipts", "slicing-operations"] },
  calculations: { list: ["calculations"] },
  approvals: { list: ["approval-requests"], pendingCount: ["approval-requests"], rules: ["approval-rules", "users"], profiles: ["users"] },
  notifications: { list: ["notifications"], unreadCount: ["notifications"] },
  slicing: { list: ["slicing-operations"], recovery: ["slicing-operations", "receipt-processing"] },
  drying: {
    list: ["drying-processes"],
    costs: ["drying-processes", "electricity-recharges", "system-settings", "wood-receipts", "receipt-processing"],
    recharges: ["electricity-recharges"],
    electricityStatistics: ["electricity-recharges"]
  },
  transfers: { list: ["transfers"] },
  assets: {
    list: ["assets"],
    categories: ["assets"],
    stats: ["assets"],
    nextTag: ["assets"],
    unallocatedTags: ["assets"],
    get: ["assets"],
    document: ["assets"]
  },
  warehouses: { list: ["warehouses", "stock", "users"], stock: ["warehouses", "stock", "wood-types"] },
  stock: {
    consolidated: ["warehouses", "stock", "wood-types"],
    alerts: ["warehouses", "stock", "wood-types"],
    adjustments: ["warehouses", "stock", "wood-types", "users"],
    ledger: ["warehouses", "stock", "wood-types"],
    verify: ["stock"]
  },
  receipts: { drafts: ["receipt-processing"], history: ["receipt-processing"], items: ["receipt-processing"] },
  // the status is read from the checkpoints themselves: it never waits
  system: { projections: [] },
  // the backups folder, not a read model
  backups: { list: [], run: [], file: [] },
  displayTokens: { list: ["display-tokens"] },
  assetImages: { image: ["assets"] },
  stocktakes: { list: ["stocktakes"], get: ["stocktakes"] },
  audit: { events: ["audit-events"], export: ["audit-events"], asOf: ["audit-events"] },
  newsletter: { subscribers: ["newsletter-subscribers"] },
  websitePages: { list: ["website-pages"], bySlug: ["website-pages"], versions: ["website-pages"], version: ["website-pages"] },
  publicWebsite: { comingSoon: ["website-pages"] },
  // Files & Folders: the library's read model, for the list and the public bytes alike
  websiteFiles: { contents: ["website-files"] },
  websiteFileContent: { content: ["website-files"] },
  // the wall reads every panel's read model; its live socket refetches it on their topics
  wall: {
    snapshot: [
      "wood-receipts",
      "slicing-operations",
      "receipt-processing",
      "drying-processes",
      "approval-requests",
      "transfers",
      "stock",
      "warehouses",
      "wood-types"
    ]
  }
}

interface Route {
  readonly method: string
  readonly segments: ReadonlyArray<string>
  readonly projections: ReadonlyArray<string>
}

const segmentsOf = (path: string) => path.split("/").filter((s) => s !== "")

const ROUTES: ReadonlyArray<Route> = Object.values(ReadApi.groups).flatMap((group) =>
  Object.values(group.endpoints).map((endpoint) => ({
    method: endpoint.method,
    segments: segmentsOf(endpoint.path),
    projections: (SERVED_BY as Record<string, Record<string, ReadonlyArray<string>>>)[group.identifier]?.[endpoint.name] ?? []
  }))
)

const matches = (route: Route, method: string, segments: ReadonlyArray<string>) =>
  route.method === method && route.segments.length === segments.length && route.segments.every((s, i) => s.startsWith(":") || s === segments[i])

/** The projections serving a request, from its method and path; none for a path the API does not declare. */
export const projectionsServing = (method: string, path: string): ReadonlyArray<string> => {
  const segments = segmentsOf(path)
  // a literal segment beats a parameter (/approvals/pending-count before a /approvals/:id)
  const found = ROUTES.filter((route) => matches(route, method, segments)).sort(
    (a, b) => b.segments.filter((s) => !s.startsWith(":")).length - a.segments.filter((s) => !s.startsWith(":")).length
  )[0]
  return found?.projections ?? []
}
