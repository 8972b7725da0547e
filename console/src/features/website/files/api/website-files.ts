import { useQueryClient } from "@tanstack/react-query"
import { WebsiteFolderId, type FileView, type FolderContents, type FolderView, type WebsiteFileSort } from "@timber/contracts"
import { call } from "../../../../api/client"
import type { ServerPageParams } from "../../../../lib/use-server-page"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import { ifMatch, staleEditOf } from "../../../../api/stale-edit"
import type { Intent } from "../../../../api/intent"

/** Every folder listing, by parent: a write refreshes them all (a move changes two folders' counts). */
export const websiteFilesKey = ["website-files"] as const

/** The folder a listing shows: absent at the root. */
export type FolderFilter = { readonly parentId?: string }

/** GET /api/website/folders: one folder's subfolders, breadcrumb and one page of its files (newest first unless sorted). */
export const fetchFolderContents = (params: ServerPageParams<WebsiteFileSort, FolderFilter>): Promise<FolderContents> =>
  call((api) => api.websiteFiles.contents({ urlParams: params }))

/** A write refreshes every listing; so does a stale refusal (412), so the screen shows what changed meanwhile. */
const useFilesWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: websiteFilesKey })
  return useIntentMutation({ mutationFn, onSuccess: refresh, onError: (error) => staleEditOf(error) && refresh() })
}

/** A folder or file as the screen listed it: its id, and the version its rename, move or delete carries (If-Match). */
export interface SeenItem {
  readonly id: string
  readonly version?: string | undefined
}

const folderIdOf = (id: string | null) => (id === null ? null : WebsiteFolderId.make(id))

export const useCreateFolder = () =>
  useFilesWrite((v: { name: string; parentId: string | null }, intent: Intent): Promise<FolderView> =>
    call((api) => api.websiteFilesCommands.createFolder({ payload: { name: v.name, parentId: folderIdOf(v.parentId) } }), intent)
  )
export const useRenameFolder = () =>
  useFilesWrite((v: SeenItem & { name: string }, intent: Intent) =>
    call((api) => api.websiteFilesCommands.renameFolder({ path: { id: v.id }, headers: ifMatch(v.version), payload: { name: v.name } }), intent)
  )
export const useMoveFolder = () =>
  useFilesWrite((v: SeenItem & { parentId: string | null }, intent: Intent) =>
    call(
      (api) => api.websiteFilesCommands.moveFolder({ path: { id: v.id }, headers: ifMatch(v.version), payload: { parentId: folderIdOf(v.parentId) } }),
      intent
    )
  )
export const useMoveFile = () =>
  useFilesWrite((v: SeenItem & { folderId: string | null }, intent: Intent): Promise<FileView> =>
    call((api) => api.websiteFilesCommands.moveFile({ path: { id: v.id }, headers: ifMatch(v.version), payload: { folderId: folderIdOf(v.folderId) } }), intent)
  )
export const useDeleteFolder = () =>
  useFilesWrite((v: SeenItem, intent: Intent) =>
    call((api) => api.websiteFilesCommands.deleteFolder({ path: { id: v.id }, headers: ifMatch(v.version) }), intent)
  )
export const useDeleteFile = () =>
  useFilesWrite((v: SeenItem, intent: Intent) =>
    call((api) => api.websiteFilesCommands.deleteFile({ path: { id: v.id }, headers: ifMatch(v.version) }), intent)
  )
