import type { FileView, FolderContents } from "@timber/contracts"
import { ApiError } from "../../../../api/api-error"
import { session } from "../../../../auth/session"

/**
 * The file manager's calls the editor makes (its contract: contracts/src/http/website-files.api.ts,
 * served by the file manager's services). Plain fetch with the session's token: the multipart upload
 * has no typed body, and the folder read is one GET.
 */
const authorized = (init: RequestInit = {}): RequestInit => {
  const token = session.token()
  return { ...init, credentials: "include", headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers } }
}

const refused = async (response: Response, path: string) => {
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string }
  return new ApiError(response.status, body.error, body.message, path)
}

/** GET /api/website/folders?parentId=: one folder's folders, files and breadcrumb (the root without parentId). */
export const fetchFolder = async (parentId: string | null): Promise<FolderContents> => {
  const path = `/api/website/folders${parentId ? `?parentId=${encodeURIComponent(parentId)}` : ""}`
  const response = await fetch(path, authorized())
  if (!response.ok) throw await refused(response, "/api/website/folders")
  return (await response.json()) as FolderContents
}

/** POST /api/website/files/upload with the one field `file`: the stored file's address (the answer's first item). */
export const uploadImage = async (file: File): Promise<string> => {
  const form = new FormData()
  form.append("file", file)
  const response = await fetch("/api/website/files/upload", authorized({ method: "POST", body: form }))
  if (!response.ok) throw await refused(response, "/api/website/files/upload")
  const [first] = (await response.json()) as ReadonlyArray<FileView>
  if (!first?.url) throw new ApiError(500, undefined, undefined, "/api/website/files/upload")
  return first.url
}
