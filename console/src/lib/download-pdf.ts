import type { TDocumentDefinitions } from "pdfmake/interfaces"

/** Builds the PDF in the browser and downloads it; pdfmake loads only when a report is asked for. */
export const downloadPdf = async (doc: TDocumentDefinitions, fileName: string) => {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([import("pdfmake/build/pdfmake"), import("pdfmake/build/vfs_fonts")])
  pdfMake.addVirtualFileSystem(vfs)
  await pdfMake.createPdf(doc).download(fileName)
}
