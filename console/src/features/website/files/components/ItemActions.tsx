import DeleteIcon from "@mui/icons-material/Delete"
import DriveFileRenameOutlineIcon from "@mui/icons-material/DriveFileRenameOutline"
import LinkIcon from "@mui/icons-material/Link"
import { IconButton, Tooltip } from "@mui/material"
import type { FileView, FolderView } from "@timber/contracts"

export interface ItemHandlers {
  readonly mayEdit: boolean
  readonly mayDelete: boolean
  readonly onRename: (folder: FolderView) => void
  readonly onDelete: (target: { kind: "file" | "folder"; id: string; name: string; version: string }) => void
  readonly onCopy: (file: FileView) => void
}

/** Delete, for a folder or a file alike, offered only when the role may (the tile's click is not also an open). */
const DeleteAction = ({ item, handlers }: { item: Parameters<ItemHandlers["onDelete"]>[0]; handlers: ItemHandlers }) =>
  handlers.mayDelete ? (
    <Tooltip title="Delete">
      <IconButton size="small" color="error" aria-label={`Delete ${item.kind} ${item.name}`} onClick={(e) => (e.stopPropagation(), handlers.onDelete(item))}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : null

/** A folder's actions (rename, delete) and a file's (copy URL, delete), each offered only when the role may. */
export const FolderActions = ({ folder, handlers }: { folder: FolderView; handlers: ItemHandlers }) => (
  <>
    {handlers.mayEdit && (
      <Tooltip title="Rename">
        <IconButton size="small" aria-label={`Rename folder ${folder.name}`} onClick={(e) => (e.stopPropagation(), handlers.onRename(folder))}>
          <DriveFileRenameOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    )}
    <DeleteAction item={{ kind: "folder", id: folder.id, name: folder.name, version: folder.version }} handlers={handlers} />
  </>
)

export const FileActions = ({ file, handlers }: { file: FileView; handlers: ItemHandlers }) => (
  <>
    <Tooltip title="Copy URL">
      <IconButton size="small" aria-label={`Copy URL of ${file.name}`} onClick={(e) => (e.stopPropagation(), handlers.onCopy(file))}>
        <LinkIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <DeleteAction item={{ kind: "file", id: file.id, name: file.name, version: file.version }} handlers={handlers} />
  </>
)
