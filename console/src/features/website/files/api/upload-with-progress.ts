import { IDEMPOTENCY_HEADER, type FileView } from "@timber/contracts"
import { ApiError } from "../../../../api/api-error"
import { noteEventPosition, renewingOnce } from "../../../../api/client"
import { newIntent, type Intent } from "../../../../api/intent"
import { session } from "../../../../auth/session"

/**
 * One file's upload as its own XHR, so its bar can show how much of it has gone (fetch reports
 * no upload progress). The answer is the contract's FileView list; a refusal is an ApiError with
 * the server's sentence, and an access token that ran out is renewed and the file sent again, as
 * the typed client's calls are. The file's upload is one intent: its Idempotency-Key is made when
 * the user drops the file and goes out again with that second attempt.
 */
export const uploadWithProgress = (file: File, folderId: string | null, onProgress: (fraction: number) => void): Promise<FileView[]> => {
  const intent = newIntent()
  return renewingOnce(() => sendOnce(file, folderId, onProgress, intent))
}

const sendOnce = (file: File, folderId: string | null, onProgress: (fraction: number) => void, intent: Intent): Promise<FileView[]> =>
  new Promise((resolve, reject) => {
    const form = new FormData()
    form.append("files", file, file.name)
    if (folderId) form.append("folderId", folderId)
    const xhr = new XMLHttpRequest()
    xhr.open("POST", "/api/website/files/upload")
    const token = session.token()
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`)
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, intent.key)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: { error?: string; message?: string; details?: unknown } | FileView[] = {}
      try {
        body = JSON.parse(xhr.responseText) as typeof body
      } catch {
        // an answer that is not JSON: the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        noteEventPosition(xhr.getResponseHeader("x-event-position"))
        onProgress(1)
        resolve(body as FileView[])
        return
      }
      const refusal = body as { error?: string; message?: string; details?: unknown }
      reject(new ApiError(xhr.status, refusal.error, refusal.message, "/api/website/files/upload", refusal.details))
    }
    xhr.onerror = () => reject(new Error("network"))
    xhr.send(form)
  })
