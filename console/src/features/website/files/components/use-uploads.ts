import { useQueryClient } from "@tanstack/react-query"
import { WEBSITE_FILE_MAX_BYTES, WebsiteFilesMessages } from "@timber/contracts"
import { useCallback, useState } from "react"
import { websiteFilesKey } from "../api/website-files"
import { uploadWithProgress } from "../api/upload-with-progress"
import type { useFilesToast } from "./files-toast"
import type { UploadRow } from "./UploadProgress"

let uploadCounter = 0

/** Several files at once, one XHR each with its own bar; one toast when all are done. */
export const useUploads = (toast: ReturnType<typeof useFilesToast>) => {
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<ReadonlyArray<UploadRow>>([])
  const [uploading, setUploading] = useState(false)
  const upload = useCallback(
    async (files: ReadonlyArray<File>, folderId: string | null) => {
      if (files.length === 0) return
      // a file over the cap is not sent at all (nor the rest of its batch): its bar says Failed, the toast gives the server's sentence
      const tooLarge = files.filter((file) => file.size > WEBSITE_FILE_MAX_BYTES)
      if (tooLarge.length > 0) {
        setRows(tooLarge.map((file) => ({ key: `u${++uploadCounter}`, name: file.name, progress: 0, status: "failed" as const })))
        toast.failure(null, WebsiteFilesMessages.tooLarge(WEBSITE_FILE_MAX_BYTES / (1024 * 1024)))
        return
      }
      const batch = files.map((file) => ({ key: `u${++uploadCounter}`, name: file.name, progress: 0, status: "uploading" as const }))
      setRows(batch)
      setUploading(true)
      const update = (key: string, change: Partial<UploadRow>) => setRows((now) => now.map((row) => (row.key === key ? { ...row, ...change } : row)))
      const outcomes = await Promise.allSettled(
        files.map((file, i) =>
          uploadWithProgress(file, folderId, (progress) => update(batch[i]!.key, { progress })).then(
            (answer) => (update(batch[i]!.key, { progress: 1, status: "done" }), answer),
            (error: unknown) => {
              update(batch[i]!.key, { status: "failed" })
              throw error
            }
          )
        )
      )
      setUploading(false)
      await queryClient.invalidateQueries({ queryKey: websiteFilesKey })
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected")
      if (failed) toast.failure(failed.reason, WebsiteFilesMessages.uploadFailed)
      else toast.success(WebsiteFilesMessages.filesUploaded)
    },
    [queryClient, toast]
  )
  return { rows, uploading, upload }
}
