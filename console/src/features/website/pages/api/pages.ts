import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import {
  COMING_SOON_NAME,
  COMING_SOON_SLUG,
  type ComingSoonContent,
  type WebsitePage,
  type WebsitePageSort,
  type WebsitePageSummaryPage
} from "@timber/contracts"
import { ApiError } from "../../../../api/api-error"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import type { ServerPageParams } from "../../../../lib/use-server-page"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

/** Every website-page read sits under this key: a save or a restore refreshes them all. */
export const websitePagesKey = ["website-pages"] as const

/** GET /api/website/pages: one page of the Website Pages list (by name). */
export const fetchWebsitePagesPage = (params: ServerPageParams<WebsitePageSort, object>): Promise<WebsitePageSummaryPage> =>
  call((api) => api.websitePages.list({ urlParams: params }))

/** GET /api/website/pages/slug/coming-soon: the page the editor edits, or null when no one created it yet. */
export const comingSoonPageQuery = queryOptions({
  queryKey: [...websitePagesKey, "slug", COMING_SOON_SLUG],
  queryFn: async (): Promise<WebsitePage | null> => {
    try {
      return await call((api) => api.websitePages.bySlug({ path: { slug: COMING_SOON_SLUG } }))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  },
  retry: false
})
export const useComingSoonPage = () => useQuery(comingSoonPageQuery)

/** GET /api/website/pages/{id}/versions: the editor's history, newest first. */
export const versionsQuery = (pageId: string) =>
  queryOptions({
    queryKey: [...websitePagesKey, "versions", pageId],
    queryFn: () => call((api) => api.websitePages.versions({ path: { id: pageId } })),
    retry: false
  })
export const useVersions = (pageId: string | null) => useQuery({ ...versionsQuery(pageId ?? ""), enabled: pageId !== null })

/** GET /api/website/pages/{id}/versions/{n}: one version with its content. */
export const fetchVersion = (pageId: string, version: number) => call((api) => api.websitePages.version({ path: { id: pageId, version } }))

const useWebsitePageWrite = <V>(mutationFn: (vars: V, intent: Intent) => Promise<WebsitePage>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: websitePagesKey }) })
}

/**
 * Save Changes: PUT /api/website/pages/{id} (a new version), or, when the page does not exist yet,
 * POST /api/website/pages with the default name and slug (spec sections 7 and 9), published.
 */
export const useSavePage = () =>
  useWebsitePageWrite((v: { readonly page: WebsitePage | null; readonly content: ComingSoonContent }, intent: Intent) =>
    v.page === null
      ? call(
          (api) => api.websitePageCommands.create({ payload: { name: COMING_SOON_NAME, slug: COMING_SOON_SLUG, content: v.content, status: "published" } }),
          intent
        )
      : // the save carries the content version the editor opened: a colleague's newer one is never buried unseen
        call(
          (api) => api.websitePageCommands.save({ path: { id: v.page!.id }, headers: ifMatch(String(v.page!.version)), payload: { content: v.content } }),
          intent
        )
  )

/** POST /api/website/pages/{id}/versions/{n}/restore: version n's content becomes the newest version. */
export const useRestoreVersion = () =>
  useWebsitePageWrite((v: { readonly pageId: string; readonly version: number }, intent: Intent) =>
    call((api) => api.websitePageCommands.restore({ path: { id: v.pageId, version: v.version } }), intent)
  )
