import { WOOD_STATUS_LABELS, type Transfer } from "@timber/contracts"
import type { TDocumentDefinitions } from "pdfmake/interfaces"
import { formatDateTime } from "../../../../lib/format"
import { itemM3, itemSize } from "../transfer-sizes"

/** The PDF is named after the transfer number (factory spec section 2.5). */
export const transferFileName = (transfer: Pick<Transfer, "transferNumber">) => `${transfer.transferNumber}.pdf`

/** The label of the person who decided: "Rejected By" on a REJECTED transfer, else "Approved By" (spec section 2.5). */
export const deciderLabel = (transfer: Pick<Transfer, "status">) => (transfer.status === "REJECTED" ? "Rejected By" : "Approved By")

export const transferReport = (transfer: Transfer, generatedAt = new Date()): TDocumentDefinitions => ({
  info: { title: `Transfer ${transfer.transferNumber}` },
  pageSize: "A4",
  pageMargins: [40, 40, 40, 40],
  content: [
    { text: `Wood Transfer ${transfer.transferNumber}`, style: "title" },
    { text: `Generated ${formatDateTime(generatedAt.toISOString())}`, style: "subtitle" },
    {
      table: {
        widths: ["auto", "*"],
        body: [
          ["Status", transfer.status],
          ["Transfer Date", formatDateTime(transfer.transferDate)],
          ["From", `${transfer.fromWarehouse.name} (${transfer.fromWarehouse.code})`],
          ["To", `${transfer.toWarehouse.name} (${transfer.toWarehouse.code})`],
          ["Created By", `${transfer.createdBy.name} · ${formatDateTime(transfer.createdAt)}`],
          [deciderLabel(transfer), transfer.approvedBy ? `${transfer.approvedBy.name} · ${formatDateTime(transfer.approvedAt)}` : "—"],
          ...(transfer.rejectionReason ? [["Rejection Reason", transfer.rejectionReason]] : []),
          ...(transfer.completedAt ? [["Completed", formatDateTime(transfer.completedAt)]] : []),
          ["Notes", transfer.notes ?? "—"]
        ].map(([label, value]) => [{ text: label!, bold: true }, value!])
      },
      layout: "noBorders",
      margin: [0, 0, 0, 12]
    },
    {
      table: {
        headerRows: 1,
        widths: ["*", "auto", "auto", "auto", "auto", "*"],
        body: [
          ["Wood Type", "Thickness", "Quantity", "m³", "Status", "Remarks"].map((c) => ({ text: c, bold: true, fillColor: "#f1f5f9" })),
          ...transfer.items.map((item) => [
            item.woodType.name,
            itemSize(item),
            String(item.quantity),
            itemM3(item),
            WOOD_STATUS_LABELS[item.woodStatus],
            item.remarks ?? ""
          ])
        ]
      },
      layout: "lightHorizontalLines"
    }
  ],
  styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] }, subtitle: { fontSize: 9, color: "#475569", margin: [0, 0, 0, 12] } },
  defaultStyle: { fontSize: 10 }
})
