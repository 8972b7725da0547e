import { quantitiesOf, stockAvailable, stockInTransit, stockTotal, type WarehouseStockRow } from "@timber/contracts"
import type { TDocumentDefinitions } from "pdfmake/interfaces"
import { formatDateTime } from "../../../../lib/format"

/** Spec section 9: landscape A4 with these 9 columns. */
export const INVENTORY_COLUMNS = ["Wood Type", "Thickness", "Not Dried", "Under Drying", "Dried", "Damaged", "In Transit", "Total", "Available"] as const

/** One stock row as the table and the PDF show it, in the order of INVENTORY_COLUMNS. */
export const inventoryLine = (row: WarehouseStockRow): ReadonlyArray<string | number> => {
  const q = quantitiesOf(row)
  return [row.woodType.name, row.thickness, q.NOT_DRIED, q.UNDER_DRYING, q.DRIED, q.DAMAGED, stockInTransit(q), stockTotal(q), stockAvailable(q)]
}

export const inventoryFileName = (warehouse: { readonly code: string }, at: Date) => `Inventory - ${warehouse.code} - ${at.toISOString().slice(0, 10)}.pdf`

export const inventoryReport = (
  warehouse: { readonly name: string; readonly code: string },
  rows: ReadonlyArray<WarehouseStockRow>,
  generatedAt = new Date()
): TDocumentDefinitions => ({
  info: { title: `Inventory Report - ${warehouse.name}` },
  pageSize: "A4",
  pageOrientation: "landscape",
  pageMargins: [36, 36, 36, 40],
  content: [
    { text: "Inventory Report", style: "title" },
    { text: `${warehouse.name} (${warehouse.code}) · generated ${formatDateTime(generatedAt.toISOString())} · pieces`, style: "subtitle" },
    {
      table: {
        headerRows: 1,
        widths: ["*", "auto", "auto", "auto", "auto", "auto", "auto", "auto", "auto"],
        body: [
          INVENTORY_COLUMNS.map((c) => ({ text: c, bold: true, fillColor: "#f1f5f9" })),
          ...rows.map((r) => inventoryLine(r).map((v, i) => ({ text: String(v), alignment: i < 2 ? ("left" as const) : ("right" as const) })))
        ]
      },
      layout: "lightHorizontalLines"
    },
    ...(rows.length === 0 ? [{ text: "No stock in this warehouse", italics: true, margin: [0, 10, 0, 0] as [number, number, number, number] }] : [])
  ],
  footer: (page: number, pages: number) => ({ text: `Page ${page} of ${pages}`, alignment: "right", fontSize: 8, color: "#64748b", margin: [36, 10, 36, 0] }),
  styles: { title: { fontSize: 18, bold: true, color: "#1e293b" }, subtitle: { fontSize: 9, color: "#64748b", margin: [0, 2, 0, 12] } },
  defaultStyle: { fontSize: 10 }
})
