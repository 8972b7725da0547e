import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query"
import type { AuditExportFormat, AuditRecordKind } from "@timber/contracts"
import { session } from "../../../auth/session"
import { call } from "../../../api/client"

/** The search as the screen holds it (empty text: no filter); times are ISO. */
export interface AuditFilters {
  readonly lot: string
  readonly stream: string
  readonly type: string
  readonly user: string
  readonly from: string
  readonly to: string
}

export const NO_FILTERS: AuditFilters = { lot: "", stream: "", type: "", user: "", from: "", to: "" }

const given = (filters: AuditFilters) =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value.trim() !== "")
      .map(([key, value]) => [key, value.trim()])
  ) as Partial<AuditFilters>

const PAGE = 50

/** GET /api/audit/events, a page at a time: "Load older" follows the cursor the last page gave. */
export const useAuditEvents = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: ["audit", "events", filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call((api) => api.audit.events({ urlParams: { ...given(filters), limit: PAGE, cursor: pageParam } })),
    getNextPageParam: (page) => page.nextCursor ?? undefined
  })

/** GET /api/audit/{kind}/{id}?version=: the record at one version, with its whole timeline; the previous answer stays while the next loads. */
export const useRecordAsOf = (record: { kind: AuditRecordKind; id: string } | null, version: number | null) =>
  useQuery({
    queryKey: ["audit", "as-of", record?.kind, record?.id, version],
    enabled: record !== null,
    placeholderData: keepPreviousData,
    queryFn: () => call((api) => api.audit.asOf({ path: record!, urlParams: version === null ? {} : { version } }))
  })

/** The version a record had at a moment (GET ...?at=): where the slider jumps when the auditor picks a time. */
export const versionAtTime = async (record: { kind: AuditRecordKind; id: string }, at: string) =>
  (await call((api) => api.audit.asOf({ path: record, urlParams: { at } }))).version

/**
 * The selection's export: the server streams it as an attachment; it is read with the bearer
 * token (a plain link could not carry it) and handed to the browser as a download.
 */
export const downloadExport = async (filters: AuditFilters, format: AuditExportFormat) => {
  const query = new URLSearchParams({ ...given(filters), format })
  const response = await fetch(`/api/audit/events/export?${query}`, { headers: { authorization: `Bearer ${session.token() ?? ""}` } })
  if (!response.ok) throw new Error(`Export failed (${response.status})`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement("a")
  link.href = url
  link.download = `audit-events.${format}`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
