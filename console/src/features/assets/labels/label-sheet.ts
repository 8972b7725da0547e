import { encodeAssetQr, type Asset } from "@timber/contracts"
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces"

/**
 * The A4 label sheet: 3 columns × 7 rows of 63.5 × 38.1 mm labels, the common A4 sheet of
 * adhesive labels (Avery L7160 and its clones), so it prints on a label sheet or on plain paper
 * to be cut. 1 mm = 72 / 25.4 pt.
 */
const mm = (value: number) => (value * 72) / 25.4
export const LABELS_PER_ROW = 3
const LABEL_WIDTH = mm(63.5)
const LABEL_HEIGHT = mm(38.1)
const QR_SIZE = mm(27)

export type LabelAsset = Pick<Asset, "id" | "assetTag" | "name">

const label = (asset: LabelAsset): Content => ({
  columns: [
    { qr: encodeAssetQr(asset), fit: QR_SIZE, eccLevel: "M", width: QR_SIZE + 4 },
    {
      width: "*",
      stack: [
        { text: asset.assetTag, bold: true, fontSize: 12, margin: [0, 0, 0, 3] },
        { text: asset.name, fontSize: 8 }
      ],
      margin: [4, 4, 0, 0]
    }
  ],
  margin: [mm(3), mm(4), mm(3), 0]
})

const rows = <A>(items: ReadonlyArray<A>, size: number): A[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size))

/** The label sheet of the chosen assets in tag order, so the printed labels are found as the shelf is walked. */
export const labelSheet = (chosen: ReadonlyArray<LabelAsset>): TDocumentDefinitions => {
  const assets = [...chosen].sort((a, b) => a.assetTag.localeCompare(b.assetTag))
  return {
    info: { title: "Asset labels" },
    pageSize: "A4",
    // A4 is 210 × 297 mm: 3 × 63.5 mm wide and 7 × 38.1 mm high leave these margins
    pageMargins: [mm(7.25), mm(15.15), mm(7.25), mm(15.15)],
    content: [
      {
        table: {
          widths: Array.from({ length: LABELS_PER_ROW }, () => LABEL_WIDTH - 8),
          heights: LABEL_HEIGHT - 1,
          dontBreakRows: true,
          body: rows(assets, LABELS_PER_ROW).map((row) => [...row.map(label), ...Array.from({ length: LABELS_PER_ROW - row.length }, () => ({ text: "" }))])
        },
        layout: {
          hLineWidth: () => 0.25,
          vLineWidth: () => 0.25,
          hLineColor: () => "#cbd5e1",
          vLineColor: () => "#cbd5e1",
          paddingLeft: () => 0,
          paddingRight: () => 0,
          paddingTop: () => 0,
          paddingBottom: () => 0
        }
      }
    ],
    defaultStyle: { fontSize: 9 }
  }
}

export const labelSheetFileName = (assets: ReadonlyArray<LabelAsset>) =>
  assets.length === 1 ? `asset-label-${assets[0]!.assetTag}.pdf` : `asset-labels-${assets.length}.pdf`
