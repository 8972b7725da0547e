import {
  formatM3,
  normalThickness,
  quantitiesOf,
  STOCK_PRODUCT_LABELS,
  stockAvailable,
  stockInTransit,
  stockTotal,
  volumesOf,
  type WarehouseStockRow
} from "@timber/contracts"
import type { TDocumentDefinitions } from "pdfmake/interfaces"
import { formatDateTime } from "../../../../lib/format"

/**
 * Spec section 9: landscape A4 with its 9 columns; the spec's "Thickness" shows the thickness, and since rows of one
 * thickness differ by product and width "Product" and "Width" stand beside it.
 */
export const INVENTORY_COLUMNS = [
  "Wood Type",
  "Product",
  "Thickness",
  "Width",
  "Not Dried",
  "Under Drying",
  "Dried",
  "Damaged",
  "In Transit",
  "Total",
  "Available"
] as const
/** The columns that name the row (left-aligned text); the counts follow. */
export const INVENTORY_NAME_COLUMNS = 4

/**
 * One stock row as the table and the PDF show it, in the order of INVENTORY_COLUMNS: its product (`Sleeper`), nominal
 * thickness (`6"`) and width (`9"`); "—" for what a row does not record (a legacy row's product and width, a carried-over
 * row's width).
 */
export const inventoryLine = (row: WarehouseStockRow): ReadonlyArray<string | number> => {
  const q = quantitiesOf(row)
  return [
    row.woodType.name,
    row.product === null ? "—" : STOCK_PRODUCT_LABELS[row.product],
    normalThickness(row.thickness),
    row.width ?? "—",
    q.NOT_DRIED,
    q.UNDER_DRYING,
    q.DRIED,
    q.DAMAGED,
    stockInTransit(q),
    stockTotal(q),
    stockAvailable(q)
  ]
}

/** The m³ beside each count of `inventoryLine` (null under the columns that name the row): the derived figures are the same sums of m³. */
export const inventoryM3Line = (row: WarehouseStockRow): ReadonlyArray<number | null> => {
  const m = volumesOf(row)
  return [null, null, null, null, m.NOT_DRIED, m.UNDER_DRYING, m.DRIED, m.DAMAGED, stockInTransit(m), stockTotal(m), stockAvailable(m)]
}

/** A count with its m³ beneath, as a PDF cell and the table show it: "12" over "0.850 m³". */
export const piecesWithM3 = (pieces: string | number, m3: number | null) => (m3 === null ? String(pieces) : `${pieces}\n${formatM3(m3)}`)

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
    { text: `${warehouse.name} (${warehouse.code}) · generated ${formatDateTime(generatedAt.toISOString())} · pieces and m³`, style: "subtitle" },
    {
      table: {
        headerRows: 1,
        widths: ["*", ...INVENTORY_COLUMNS.slice(1).map(() => "auto")],
        body: [
          INVENTORY_COLUMNS.map((c) => ({ text: c, bold: true, fillColor: "#f1f5f9" })),
          ...rows.map((r) => {
            const m3 = inventoryM3Line(r)
            return inventoryLine(r).map((v, i) => ({
              text: piecesWithM3(v, m3[i] ?? null),
              alignment: i < INVENTORY_NAME_COLUMNS ? ("left" as const) : ("right" as const)
            }))
          })
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
