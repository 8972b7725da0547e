/** The list view's Type column (section 2): the mime type's first part capitalised, or Folder. */
export const typeLabel = (mimeType: string | null) => {
  if (mimeType === null) return "Folder"
  const first = mimeType.split("/")[0] ?? ""
  return first ? first.charAt(0).toUpperCase() + first.slice(1) : "File"
}

export const isImage = (mimeType: string) => mimeType.startsWith("image/")

/** 'N folders, M files' as the spec writes it. */
export const folderSummary = (folderCount: number, fileCount: number) => `${folderCount} folders, ${fileCount} files`
