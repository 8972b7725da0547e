import type { DragEvent } from "react"

/** What is dragged inside the file manager: a file or a folder, by id, with the version the screen showed (its move carries it); desktop files arrive as `Files`. */
export interface DraggedItem {
  readonly kind: "file" | "folder"
  readonly id: string
  readonly version?: string
}

const TYPE = "application/x-timber-website-item"

export const startDrag = (event: DragEvent, item: DraggedItem) => {
  event.dataTransfer.setData(TYPE, JSON.stringify(item))
  event.dataTransfer.effectAllowed = "move"
}

/** Whether a drag carries something a folder takes: one of ours, or files from the desktop. */
export const carriesDroppable = (event: DragEvent) => event.dataTransfer.types.includes(TYPE) || event.dataTransfer.types.includes("Files")

export const draggedItemOf = (event: DragEvent): DraggedItem | null => {
  const raw = event.dataTransfer.getData(TYPE)
  if (!raw) return null
  try {
    const item = JSON.parse(raw) as DraggedItem
    return (item.kind === "file" || item.kind === "folder") && typeof item.id === "string" ? item : null
  } catch {
    return null
  }
}

/** What a drop onto a place means: move one of ours there, or upload desktop files into it. */
export type DropOnPlace = { readonly kind: "move"; readonly item: DraggedItem } | { readonly kind: "upload"; readonly files: ReadonlyArray<File> } | null

export const dropOf = (event: DragEvent): DropOnPlace => {
  const item = draggedItemOf(event)
  if (item) return { kind: "move", item }
  const files = Array.from(event.dataTransfer.files)
  return files.length > 0 ? { kind: "upload", files } : null
}
