import FolderIcon from "@mui/icons-material/Folder"
import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material"
import { humanFileSize } from "@timber/contracts"
import { startDrag } from "./drag-item"
import { DropZone } from "./DropZone"
import { typeLabel } from "./file-kind"
import { FileThumb } from "./FileIcon"
import { SortHeading, type FileSort } from "./file-sort"
import type { ViewProps } from "./FilesGrid"
import { FileActions, FolderActions } from "./ItemActions"

/** The list view (section 2): Name, Type (Folder or the mime type's first part), Size, Actions; the first three sort the files on the server. */
export const FilesTable = ({
  folders,
  files,
  handlers,
  onOpenFolder,
  onOpenFile,
  onDropOnFolder,
  sort,
  onSort
}: ViewProps & { readonly sort: FileSort; readonly onSort: (sort: FileSort) => void }) => (
  <TableContainer>
    <Table size="small" aria-label="Files and folders">
      <TableHead>
        <TableRow>
          <SortHeading field="name" sort={sort} onSort={onSort} />
          <SortHeading field="type" sort={sort} onSort={onSort} />
          <SortHeading field="size" sort={sort} onSort={onSort} />
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {folders.map((folder) => (
          <TableRow
            key={folder.id}
            hover
            draggable={handlers.mayEdit}
            onDragStart={(e) => startDrag(e, { kind: "folder", id: folder.id, version: folder.version })}
          >
            <TableCell>
              <DropZone onDrop={(drop) => onDropOnFolder(folder.id, drop)} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <FolderIcon sx={{ color: "#f59e0b" }} />
                <Link component="button" type="button" underline="hover" onClick={() => onOpenFolder(folder.id)}>
                  {folder.name}
                </Link>
              </DropZone>
            </TableCell>
            <TableCell>{typeLabel(null)}</TableCell>
            <TableCell>—</TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
              <FolderActions folder={folder} handlers={handlers} />
            </TableCell>
          </TableRow>
        ))}
        {files.map((file) => (
          <TableRow key={file.id} hover draggable={handlers.mayEdit} onDragStart={(e) => startDrag(e, { kind: "file", id: file.id, version: file.version })}>
            <TableCell>
              <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <FileThumb file={file} size={28} />
                <Link component="button" type="button" underline="hover" onClick={() => onOpenFile(file)} sx={{ textAlign: "left", wordBreak: "break-all" }}>
                  {file.name}
                </Link>
              </Box>
            </TableCell>
            <TableCell>{typeLabel(file.mimeType)}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{humanFileSize(file.size)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
              <FileActions file={file} handlers={handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
)
