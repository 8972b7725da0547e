import CreateNewFolderIcon from "@mui/icons-material/CreateNewFolder"
import GridViewIcon from "@mui/icons-material/GridView"
import UploadFileIcon from "@mui/icons-material/UploadFile"
import ViewListIcon from "@mui/icons-material/ViewList"
import { Box, Button, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material"
import { WebsiteFilesMessages, type FileView, type FolderContents, type FolderView, type WebsiteFileSort } from "@timber/contracts"
import { useEffect, useMemo, useRef, useState, type DragEvent } from "react"
import { useSearchParams } from "react-router-dom"
import { useServerPage } from "../../../lib/use-server-page"
import { useMay } from "../../../lib/write-actions"
import { staleEditOf } from "../../../api/stale-edit"
import { DeleteDialog } from "../../../ui/DeleteDialog"
import { StaleEditNotice } from "../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../ui/what-changed"
import { PageHeader } from "../../../ui/PageHeader"
import { SearchField } from "../../../ui/SearchField"
import { needsPager, ServerPager } from "../../../ui/ServerPager"
import {
  fetchFolderContents,
  useCreateFolder,
  useDeleteFile,
  useDeleteFolder,
  useMoveFile,
  useMoveFolder,
  useRenameFolder,
  websiteFilesKey,
  type FolderFilter
} from "./api/website-files"
import { carriesDroppable, dropOf, type DropOnPlace } from "./components/drag-item"
import { useFilesToast } from "./components/files-toast"
import { FILE_SORT_FIELDS, SortBySelect, type FileSort } from "./components/file-sort"
import { FilesGrid } from "./components/FilesGrid"
import { FilesTable } from "./components/FilesTable"
import { FolderBreadcrumb } from "./components/FolderBreadcrumb"
import { FolderNameDialog } from "./components/FolderNameDialog"
import type { ItemHandlers } from "./components/ItemActions"
import { PreviewDialog } from "./components/PreviewDialog"
import { UploadProgress } from "./components/UploadProgress"
import { useUploads } from "./components/use-uploads"

type DeleteTarget = { kind: "file" | "folder"; id: string; name: string; version: string }

/** What the stale-rename notice compares: the one field the dialog edits. */
const RENAME_COMPARED: ReadonlyArray<ComparedField<FolderView>> = [{ label: "Folder Name", value: (folder) => folder.name }]

/** A folder's files a page at a time, newest first unless sorted; the pager shows once there is more than one page. */
const PAGE_SIZES = [50, 100, 200] as const
const SORT_FIELDS: Readonly<Record<string, WebsiteFileSort>> = FILE_SORT_FIELDS

/** Files & Folders (administration spec section 2): the website's uploaded files, in folders. */
export default function FilesPage() {
  const may = useMay()
  const toast = useFilesToast()
  const [params, setParams] = useSearchParams()
  const folderId = params.get("folder")
  const filters: FolderFilter = folderId ? { parentId: folderId } : {}
  const contents = useServerPage({
    queryKey: [...websiteFilesKey, "contents"],
    fetchPage: fetchFolderContents,
    sortFields: SORT_FIELDS,
    pageSizeOptions: PAGE_SIZES,
    filters
  })
  const [view, setView] = useState<"grid" | "list">("grid")
  const [creating, setCreating] = useState(false)
  const [renaming, setRenaming] = useState<FolderView | null>(null)
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null)
  const [previewing, setPreviewing] = useState<FileView | null>(null)
  const picker = useRef<HTMLInputElement>(null)
  const uploads = useUploads(toast)
  const createFolder = useCreateFolder()
  const renameFolder = useRenameFolder()
  const moveFolder = useMoveFolder()
  const moveFile = useMoveFile()
  const deleteFolder = useDeleteFolder()
  const deleteFile = useDeleteFile()
  const mayCreate = may("createWebsiteFolder")
  const mayUpload = may("uploadWebsiteFiles")
  const mayEdit = may("editWebsiteFiles")
  const mayDelete = may("deleteWebsiteFiles")

  const { isError, error } = contents.query
  useEffect(() => {
    if (isError) toast.failure(error, WebsiteFilesMessages.loadFailed)
  }, [isError, error, toast])

  const sorted = contents.grid.sortModel[0]
  const sort: FileSort = sorted?.sort ? { field: sorted.field as keyof typeof FILE_SORT_FIELDS, direction: sorted.sort } : null
  const sortBy = (next: FileSort) => contents.grid.onSortModelChange(next ? [{ field: next.field, sort: next.direction }] : [])

  // a search names what is in this folder: another folder starts without one
  const open = (id: string | null) => (contents.setSearch(""), setParams(id ? { folder: id } : {}))
  const copyUrl = (file: FileView) =>
    navigator.clipboard.writeText(new URL(file.url, location.origin).href).then(
      () => toast.success(WebsiteFilesMessages.urlCopied),
      (error: unknown) => toast.failure(error, "Failed to copy URL")
    )

  /** A drop onto a place (a folder, a breadcrumb step, the page): move one of ours there, or upload desktop files into it. */
  const dropOn = (target: string | null, drop: NonNullable<DropOnPlace>) => {
    if (drop.kind === "upload") {
      if (mayUpload) void uploads.upload(drop.files, target)
      return
    }
    if (!mayEdit) return
    const { item } = drop
    if (item.kind === "folder") {
      if (item.id === target) return
      moveFolder.mutate(
        { id: item.id, version: item.version, parentId: target },
        { onSuccess: () => toast.success(WebsiteFilesMessages.folderMoved), onError: (e) => toast.failure(e, WebsiteFilesMessages.moveFailed("folder")) }
      )
    } else
      moveFile.mutate(
        { id: item.id, version: item.version, folderId: target },
        { onSuccess: () => toast.success(WebsiteFilesMessages.fileMoved), onError: (e) => toast.failure(e, WebsiteFilesMessages.moveFailed("file")) }
      )
  }

  const handlers: ItemHandlers = useMemo(
    () => ({ mayEdit, mayDelete, onRename: setRenaming, onDelete: setDeleting, onCopy: (file) => void copyUrl(file) }),
    // copyUrl only closes over the toast
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mayEdit, mayDelete, toast]
  )

  const confirmDelete = ({ kind, id, version }: DeleteTarget) => {
    const done = {
      onSuccess: () => toast.success(kind === "folder" ? WebsiteFilesMessages.folderDeleted : WebsiteFilesMessages.fileDeleted),
      onError: (e: unknown) => toast.failure(e, WebsiteFilesMessages.deleteFailed(kind)),
      onSettled: () => setDeleting(null)
    }
    if (kind === "folder") deleteFolder.mutate({ id, version }, done)
    else deleteFile.mutate({ id, version }, done)
  }

  // the answer carries the folder's subfolders and breadcrumb beside its page of files (fetchFolderContents)
  const answer = contents.query.data as FolderContents | undefined
  // the folder left stays on screen only while another page of it loads, never while another folder does
  const data = contents.query.isPlaceholderData && (answer?.breadcrumb.at(-1)?.id ?? null) !== folderId ? undefined : answer
  const searching = contents.search.trim() !== ""
  const empty = data !== undefined && data.folders.length === 0 && data.items.length === 0
  const viewProps = {
    folders: data?.folders ?? [],
    files: data?.items ?? [],
    handlers,
    onOpenFolder: (id: string) => open(id),
    onOpenFile: setPreviewing,
    onDropOnFolder: dropOn
  }

  return (
    <Box
      onDragOver={(e: DragEvent) => {
        if (mayUpload && e.dataTransfer.types.includes("Files") && carriesDroppable(e)) e.preventDefault()
      }}
      onDrop={(e: DragEvent) => {
        const drop = dropOf(e)
        if (drop?.kind !== "upload") return
        e.preventDefault()
        dropOn(folderId, drop)
      }}
      sx={{ minHeight: "70vh" }}
    >
      <PageHeader
        title="Files & Folders"
        subtitle="Pictures and documents for the website"
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
            <SearchField label="Search files and folders" value={contents.search} onChange={contents.setSearch} />
            {view === "grid" && <SortBySelect sort={sort} onSort={sortBy} />}
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, next: "grid" | "list" | null) => next && setView(next)} aria-label="View">
              <ToggleButton value="grid" aria-label="Grid view">
                <GridViewIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label="List view">
                <ViewListIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
            {mayCreate && (
              <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={() => setCreating(true)}>
                New Folder
              </Button>
            )}
            {mayUpload && (
              <Button variant="contained" startIcon={<UploadFileIcon />} disabled={uploads.uploading} onClick={() => picker.current?.click()}>
                {uploads.uploading ? WebsiteFilesMessages.uploading : "Upload Files"}
              </Button>
            )}
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              aria-label="Files to upload"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? [])
                e.target.value = ""
                void uploads.upload(files, folderId)
              }}
            />
          </Stack>
        }
      />
      <FolderBreadcrumb trail={data?.breadcrumb ?? []} onOpen={open} onDrop={dropOn} />
      <UploadProgress rows={uploads.rows} />
      {data === undefined && !isError ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : empty ? (
        <Paper variant="outlined" sx={{ py: 8, textAlign: "center" }}>
          <Typography variant="h6" component="h2">
            {searching ? WebsiteFilesMessages.noMatchTitle : WebsiteFilesMessages.emptyTitle}
          </Typography>
          <Typography color="text.secondary">{searching ? WebsiteFilesMessages.noMatchHint : WebsiteFilesMessages.emptyHint}</Typography>
        </Paper>
      ) : view === "grid" ? (
        <FilesGrid {...viewProps} />
      ) : (
        <FilesTable {...viewProps} sort={sort} onSort={sortBy} />
      )}
      {needsPager(contents) && <ServerPager page={contents} label="Files" />}
      <FolderNameDialog
        open={creating}
        title="Create New Folder"
        confirmLabel="Create"
        initialName=""
        busy={createFolder.isPending}
        onCancel={() => setCreating(false)}
        onSave={(name) =>
          createFolder.mutate(
            { name, parentId: folderId },
            {
              onSuccess: () => (toast.success(WebsiteFilesMessages.folderCreated), setCreating(false)),
              onError: (e) => toast.failure(e, WebsiteFilesMessages.createFolderFailed)
            }
          )
        }
      />
      <FolderNameDialog
        open={renaming !== null}
        title="Rename Folder"
        confirmLabel="Rename"
        initialName={renaming?.name ?? ""}
        busy={renameFolder.isPending}
        onCancel={() => (renameFolder.reset(), setRenaming(null))}
        notice={
          <StaleEditNotice
            error={renameFolder.error}
            loaded={renaming}
            fields={RENAME_COMPARED}
            // the folder as it is now, with its version: the next rename is made on it
            onLoadCurrent={(current) => (renameFolder.reset(), current && setRenaming(current))}
          />
        }
        onSave={(name) =>
          renaming &&
          renameFolder.mutate(
            { id: renaming.id, version: renaming.version, name },
            {
              onSuccess: () => (toast.success(WebsiteFilesMessages.folderRenamed), setRenaming(null)),
              // a rename made on a folder someone changed meanwhile is told in the dialog, which stays open
              onError: (e) => staleEditOf(e) === null && toast.failure(e, WebsiteFilesMessages.renameFolderFailed)
            }
          )
        }
      />
      <DeleteDialog
        target={deleting}
        title="Confirm Delete"
        question={({ kind }) => `${WebsiteFilesMessages.confirmDelete(kind)}${kind === "folder" ? ` ${WebsiteFilesMessages.confirmDeleteFolderAlso}` : ""}`}
        busy={deleteFolder.isPending || deleteFile.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={confirmDelete}
      />
      <PreviewDialog file={previewing} onCopy={(file) => void copyUrl(file)} onClose={() => setPreviewing(null)} />
    </Box>
  )
}
