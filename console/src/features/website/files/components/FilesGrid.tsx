import FolderIcon from "@mui/icons-material/Folder"
import { Box, Card, CardActionArea, Stack, Typography } from "@mui/material"
import { humanFileSize, type FileView, type FolderView } from "@timber/contracts"
import { startDrag, type DropOnPlace } from "./drag-item"
import { DropZone } from "./DropZone"
import { folderSummary } from "./file-kind"
import { FileThumb } from "./FileIcon"
import { FileActions, FolderActions, type ItemHandlers } from "./ItemActions"

export interface ViewProps {
  readonly folders: ReadonlyArray<FolderView>
  readonly files: ReadonlyArray<FileView>
  readonly handlers: ItemHandlers
  readonly onOpenFolder: (id: string) => void
  readonly onOpenFile: (file: FileView) => void
  readonly onDropOnFolder: (folderId: string, drop: NonNullable<DropOnPlace>) => void
}

const tileSx = { display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))" } as const

/** The grid view: folders first (open, rename, delete, drop targets), then files (thumbnail or icon, name, size). */
export const FilesGrid = ({ folders, files, handlers, onOpenFolder, onOpenFile, onDropOnFolder }: ViewProps) => (
  <Box sx={tileSx}>
    {folders.map((folder) => (
      <DropZone key={folder.id} onDrop={(drop) => onDropOnFolder(folder.id, drop)}>
        <Card
          variant="outlined"
          draggable={handlers.mayEdit}
          onDragStart={(e) => startDrag(e, { kind: "folder", id: folder.id, version: folder.version })}
          data-folder={folder.name}
        >
          <CardActionArea onClick={() => onOpenFolder(folder.id)} sx={{ p: 2 }}>
            <FolderIcon sx={{ fontSize: 48, color: "#f59e0b" }} />
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {folder.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {folderSummary(folder.folderCount, folder.fileCount)}
            </Typography>
          </CardActionArea>
          <Stack direction="row" sx={{ justifyContent: "flex-end", px: 1, pb: 0.5, minHeight: 8 }}>
            <FolderActions folder={folder} handlers={handlers} />
          </Stack>
        </Card>
      </DropZone>
    ))}
    {files.map((file) => (
      <Card
        key={file.id}
        variant="outlined"
        draggable={handlers.mayEdit}
        onDragStart={(e) => startDrag(e, { kind: "file", id: file.id, version: file.version })}
        data-file={file.name}
      >
        <CardActionArea onClick={() => onOpenFile(file)} sx={{ p: 1.5 }}>
          <Box sx={{ display: "flex", justifyContent: "center", mb: 1 }}>
            <FileThumb file={file} size={96} />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={file.name}>
            {file.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {humanFileSize(file.size)}
          </Typography>
        </CardActionArea>
        <Stack direction="row" sx={{ justifyContent: "flex-end", px: 1, pb: 0.5 }}>
          <FileActions file={file} handlers={handlers} />
        </Stack>
      </Card>
    ))}
  </Box>
)
