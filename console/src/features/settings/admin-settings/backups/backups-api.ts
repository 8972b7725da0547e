import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type { Backup, BackupList } from "@timber/contracts"
import { call } from "../../../../api/client"
import type { Intent } from "../../../../api/intent"
import { useIntentMutation } from "../../../../api/use-intent-mutation"

export const backupsKey = ["backups"] as const

/** How often the list is asked again while a backup runs: the progress bar moves at this pace. */
export const BACKUP_POLL_MS = 500

/** The backups and the run; asked again every half second while a backup runs, so its progress shows and the list fills when it is done. */
export const backupsQuery = queryOptions({
  queryKey: backupsKey,
  queryFn: () => call((api) => api.backups.list()),
  refetchInterval: (query) => (query.state.data?.run.state === "running" ? BACKUP_POLL_MS : false)
})

export const useBackups = () => useQuery(backupsQuery)

/** "Back up now": the answer is the run (the one started, or the one already running), shown at once and then polled. */
export const useBackUpNow = () => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn: (_: void, intent: Intent) => call((api) => api.backupCommands.start(), intent),
    onSuccess: (run) => {
      queryClient.setQueryData<BackupList>(backupsKey, (list) => list && { ...list, run })
      return queryClient.invalidateQueries({ queryKey: backupsKey })
    }
  })
}

/** Fetches the archive (signed in, like every call) and hands it to the browser to save under its name. */
export const downloadBackup = async (backup: Backup) => {
  const bytes = await call((api) => api.backups.file({ path: { name: backup.name } }))
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/octet-stream" }))
  const link = window.document.createElement("a")
  link.href = url
  link.download = backup.name
  window.document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
