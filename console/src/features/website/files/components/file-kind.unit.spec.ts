import { describe, expect, it } from "vitest"
import { folderSummary, typeLabel } from "./file-kind"

describe("file kinds", () => {
  it("the Type column is the mime type's first part capitalised, or Folder", () => {
    expect(typeLabel("image/png")).toBe("Image")
    expect(typeLabel("application/pdf")).toBe("Application")
    expect(typeLabel(null)).toBe("Folder")
  })
  it("a folder says 'N folders, M files'", () => expect(folderSummary(2, 5)).toBe("2 folders, 5 files"))
})
