import DeleteIcon from "@mui/icons-material/Delete"
import DriveFileRenameOutlineIcon from "@mui/icons-material/DriveFileRenameOutline"
import LinkIcon from "@mui/icons-material/Link"
import { IconButton, Tooltip } from "@mui/material"
import type { FileView, FolderView } from "@timber/contracts"

export interface ItemHandlers {
  readonly mayEdit: boolean
  readonly mayDelete: boolean
  readonly onRename: (folder: FolderView) => void
  readonly onDelete: (target: { kind: "file" | "folder"; id: string; name: string }) => void
  readonly onCopy: (file: FileView) => void
}

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
    {handlers.mayDelete && (
      <Tooltip title="Delete">
        <IconButton
          size="small"
          color="error"
          aria-label={`Delete folder ${folder.name}`}
          onClick={(e) => (e.stopPropagation(), handlers.onDelete({ kind: "folder", id: folder.id, name: folder.name }))}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    )}
  </>
)

export const FileActions = ({ file, handlers }: { file: FileView; handlers: ItemHandlers }) => (
  <>
    <Tooltip title="Copy URL">
      <IconButton size="small" aria-label={`Copy URL of ${file.name}`} onClick={(e) => (e.stopPropagation(), handlers.onCopy(file))}>
        <LinkIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    {handlers.mayDelete && (
      <Tooltip title="Delete">
        <IconButton
          size="small"
          color="error"
          aria-label={`Delete file ${file.name}`}
          onClick={(e) => (e.stopPropagation(), handlers.onDelete({ kind: "file", id: file.id, name: file.name }))}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    )}
  </>
)
