/** The file manager's sentences (administration spec sections 2, 5 and 8; refusals the spec leaves open are decided in contracts/README.md "Website files"). */
export const WebsiteFilesMessages = {
  // section 8 "File manager"
  loadFailed: "Failed to load folder contents",
  createFolderFailed: "Failed to create folder",
  renameFolderFailed: "Failed to rename folder",
  uploadFailed: "Failed to upload files",
  moveFailed: (kind: "file" | "folder") => `Failed to move ${kind}`,
  deleteFailed: (kind: "file" | "folder") => `Failed to delete ${kind}`,
  folderCreated: "Folder created successfully",
  folderRenamed: "Folder renamed successfully",
  filesUploaded: "Files uploaded successfully",
  fileMoved: "File moved successfully",
  folderMoved: "Folder moved successfully",
  fileDeleted: "File deleted successfully",
  folderDeleted: "Folder deleted successfully",
  urlCopied: "URL copied to clipboard",
  // section 2 "Files & Folders"
  emptyTitle: "This folder is empty",
  emptyHint: "Create a new folder or upload files to get started",
  // a search that finds nothing in the folder is not an empty folder (decided: contracts/README.md "Website files")
  noMatchTitle: "Nothing here matches the search",
  noMatchHint: "Try another name, or clear the search to see the whole folder",
  confirmDelete: (kind: "file" | "folder") => `Are you sure you want to delete this ${kind}?`,
  confirmDeleteFolderAlso: "All files and subfolders will also be deleted.",
  previewUnavailable: "Preview not available for this file type",
  uploading: "Uploading...",
  // the server's refusals (decided: contracts/README.md "Website files")
  folderNameRequired: "Folder name is required",
  folderNameTaken: (name: string) => `A folder named "${name}" already exists here`,
  folderNotFound: "Folder not found",
  fileNotFound: "File not found",
  folderIntoItself: "A folder cannot be moved into itself or one of its own subfolders",
  noFiles: "Choose at least one file to upload",
  tooManyFiles: (max: number) => `Upload at most ${max} files at once`,
  tooLarge: (maxMegabytes: number) => `Each file must be at most ${maxMegabytes} MB, and one upload at most ${maxMegabytes * 4} MB in all`,
  multipartOnly: "Send the files as multipart/form-data (fields file or files, and optionally folderId)"
} as const

/** The upload caps (section 9 is silent: decided in contracts/README.md "Website files"). */
export const WEBSITE_FILE_MAX_BYTES = 10 * 1024 * 1024
export const WEBSITE_UPLOAD_MAX_FILES = 20
/** One upload's whole body: four files at the cap (the multipart framing rides within the slack). */
export const WEBSITE_UPLOAD_MAX_BODY_BYTES = 4 * WEBSITE_FILE_MAX_BYTES + 64 * 1024

export const WEBSITE_FILES_UPLOAD_PATH = "/api/website/files/upload"
export const isWebsiteFilesUploadPath = (pathname: string) => pathname === WEBSITE_FILES_UPLOAD_PATH

/** The same-origin address that serves a stored file's bytes without sign-in. */
export const websiteFileUrl = (fileId: string) => `/api/website/files/${fileId}/content`
