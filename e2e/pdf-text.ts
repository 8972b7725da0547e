import { execFileSync } from "node:child_process"

/** A PDF read back as text (poppler's pdftotext), the way a user would read it. */
export const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })

export const pdfPages = (file: string) => {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" })
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? "0")
}
