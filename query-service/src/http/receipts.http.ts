import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { listReceiptDrafts, listReceiptHistory, listReceiptItems } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

/** Receipt processing's reads; the slicer also reads drafts and history to label its LOTs. */
export const ReceiptsLive = HttpApiBuilder.group(ReadApi, "receipts", (h) =>
  h
    .handle("drafts", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["wood-receipt", "read"], ["wood-slicing", "read"]),
        query(({ db }) => listReceiptDrafts(db, urlParams.receipt_id.trim()))
      )
    )
    .handle("history", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["wood-receipt", "read"], ["wood-slicing", "read"]),
        query(({ db }) => listReceiptHistory(db, urlParams.receipt_id.trim()))
      )
    )
    .handle("items", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["wood-receipt", "read"], ["lot-creation", "read"], ["wood-slicing", "read"]),
        query(({ db }) => listReceiptItems(db, urlParams.receipt_id.trim()))
      )
    )
)
