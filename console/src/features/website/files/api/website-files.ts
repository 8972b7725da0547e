import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { WebsiteFolderId, type FileView, type FolderView } from "@timber/contracts"
import { call } from "../../../../api/client"

/** Every folder listing, by parent: a write refreshes them all (a move changes two folders' counts). */
export const websiteFilesKey = ["website-files"] as const

export const useFolderContents = (parentId: string | null) =>
  useQuery({
    queryKey: [...websiteFilesKey, parentId ?? "root"],
    queryFn: () => call((api) => api.websiteFiles.contents({ urlParams: parentId ? { parentId } : {} }))
  })

const useFilesWrite = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteFilesKey }) })
}

const folderIdOf = (id: string | null) => (id === null ? null : WebsiteFolderId.make(id))

export const useCreateFolder = () =>
  useFilesWrite((v: { name: string; parentId: string | null }): Promise<FolderView> =>
    call((api) => api.websiteFilesCommands.createFolder({ payload: { name: v.name, parentId: folderIdOf(v.parentId) } }))
  )
export const useRenameFolder = () =>
  useFilesWrite((v: { id: string; name: string }) => call((api) => api.websiteFilesCommands.renameFolder({ path: { id: v.id }, payload: { name: v.name } })))
export const useMoveFolder = () =>
  useFilesWrite((v: { id: string; parentId: string | null }) =>
    call((api) => api.websiteFilesCommands.moveFolder({ path: { id: v.id }, payload: { parentId: folderIdOf(v.parentId) } }))
  )
export const useMoveFile = () =>
  useFilesWrite((v: { id: string; folderId: string | null }): Promise<FileView> =>
    call((api) => api.websiteFilesCommands.moveFile({ path: { id: v.id }, payload: { folderId: folderIdOf(v.folderId) } }))
  )
export const useDeleteFolder = () => useFilesWrite((id: string) => call((api) => api.websiteFilesCommands.deleteFolder({ path: { id } })))
export const useDeleteFile = () => useFilesWrite((id: string) => call((api) => api.websiteFilesCommands.deleteFile({ path: { id } })))
