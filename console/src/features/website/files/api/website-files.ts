import { useQueryClient } from "@tanstack/react-query"
import { WebsiteFolderId, type FileView, type FolderContents, type FolderView, type WebsiteFileSort } from "@timber/contracts"
import { call } from "../../../../api/client"
import type { ServerPageParams } from "../../../../lib/use-server-page"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

/** Every folder listing, by parent: a write refreshes them all (a move changes two folders' counts). */
export const websiteFilesKey = ["website-files"] as const

/** The folder a listing shows: absent at the root. */
export type FolderFilter = { readonly parentId?: string }

/** GET /api/website/folders: one folder's subfolders, breadcrumb and one page of its files (newest first unless sorted). */
export const fetchFolderContents = (params: ServerPageParams<WebsiteFileSort, FolderFilter>): Promise<FolderContents> =>
  call((api) => api.websiteFiles.contents({ urlParams: params }))

const useFilesWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteFilesKey }) })
}

const folderIdOf = (id: string | null) => (id === null ? null : WebsiteFolderId.make(id))

export const useCreateFolder = () =>
  useFilesWrite((v: { name: string; parentId: string | null }, intent: Intent): Promise<FolderView> =>
    call((api) => api.websiteFilesCommands.createFolder({ payload: { name: v.name, parentId: folderIdOf(v.parentId) } }), intent)
  )
export const useRenameFolder = () =>
  useFilesWrite((v: { id: string; name: string }, intent: Intent) =>
    call((api) => api.websiteFilesCommands.renameFolder({ path: { id: v.id }, payload: { name: v.name } }), intent)
  )
export const useMoveFolder = () =>
  useFilesWrite((v: { id: string; parentId: string | null }, intent: Intent) =>
    call((api) => api.websiteFilesCommands.moveFolder({ path: { id: v.id }, payload: { parentId: folderIdOf(v.parentId) } }), intent)
  )
export const useMoveFile = () =>
  useFilesWrite((v: { id: string; folderId: string | null }, intent: Intent): Promise<FileView> =>
    call((api) => api.websiteFilesCommands.moveFile({ path: { id: v.id }, payload: { folderId: folderIdOf(v.folderId) } }), intent)
  )
export const useDeleteFolder = () =>
  useFilesWrite((id: string, intent: Intent) => call((api) => api.websiteFilesCommands.deleteFolder({ path: { id } }), intent))
export const useDeleteFile = () => useFilesWrite((id: string, intent: Intent) => call((api) => api.websiteFilesCommands.deleteFile({ path: { id } }), intent))
