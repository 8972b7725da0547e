/** What the website-page calls and the page editor say to a person (spec section 8 "Page editor"). */
export const WebsitePageMessages = {
  notFound: "Website page not found",
  versionNotFound: "That version of the page does not exist",
  slugTaken: "A page with this slug already exists",
  nameRequired: "Page name is required",
  slugRequired: "Slug is required",
  slugFormat: "A slug uses lower-case letters, digits and dashes only",
  saved: "Page saved successfully! Refresh the Coming Soon page to see changes.",
  saveFailed: (why: string) => `Failed to save page: ${why}`,
  filesFailed: "Failed to load files from backend",
  uploadFailed: "Failed to upload image. Please try again.",
  uploaded: "Image uploaded successfully!",
  imageSelected: "Image selected successfully!",
  noCarousel: 'No carousel images yet. Click "Add Image" to get started.',
  noFiles: "No folders or image files found. Upload some images to the file manager first.",
  noPages: "No pages found",
  restored: (version: number) => `Version ${version} restored. Refresh the Coming Soon page to see changes.`
} as const

/** What the public page says (spec section 8 "Sign-up"). */
export const SignUpMessages = {
  success: "Thank you! You have been added to our mailing list.",
  failure: "Failed to subscribe. Please try again.",
  badge: "Unveiling our craftsmanship"
} as const
