import { useQueryClient } from "@tanstack/react-query"
import { WebsiteFilesMessages } from "@timber/contracts"
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
