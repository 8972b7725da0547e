import { useQueryClient } from "@tanstack/react-query"
import type { AssetDocument } from "@timber/contracts"
import { call } from "../../../api/client"
import { ifMatch, staleEditOf } from "../../../api/stale-edit"
import { useIntentMutation } from "../../../api/use-intent-mutation"
import type { Intent } from "../../../api/intent"

/** A document write answers with the asset; the asset reads under ["assets"] are refreshed. */
const useDocumentWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["assets"] })
  // a refusal because the asset changed meanwhile refreshes it too: the tab shows it as it is now
  return useIntentMutation({ mutationFn, onSuccess: refresh, onError: (error) => staleEditOf(error) && refresh() })
}

/** The file's bytes are the body, its name rides in the query (the server tells its kind by the bytes). */
export const useUploadDocument = () =>
  useDocumentWrite(async (v: { assetId: string; file: File }, intent: Intent) => {
    const bytes = new Uint8Array(await v.file.arrayBuffer())
    return call((api) => api.assetCommands.addDocument({ path: { id: v.assetId }, urlParams: { name: v.file.name }, payload: bytes }), intent)
  })

export const useRemoveDocument = () =>
  useDocumentWrite((v: { assetId: string; version: string; documentId: string }, intent: Intent) =>
    call((api) => api.assetCommands.removeDocument({ path: { id: v.assetId, documentId: v.documentId }, headers: ifMatch(v.version) }), intent)
  )

/** Fetches the document (signed in, like every call) and hands it to the browser to save under its original name. */
export const downloadDocument = async (assetId: string, document: AssetDocument) => {
  const bytes = await call((api) => api.assets.document({ path: { id: assetId, documentId: document.id } }))
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: document.mimeType }))
  const link = window.document.createElement("a")
  link.href = url
  link.download = document.fileName
  window.document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
