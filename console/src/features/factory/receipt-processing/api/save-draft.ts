import type { PatchDraftPayload, SaveDraftPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { useReceiptWrite } from "./receipt-write"

/** POST /api/factory/drafts (the first save) or PATCH /api/factory/drafts/{id} (later ones). */
export const useSaveDraft = () =>
  useReceiptWrite(({ draftId, payload }: { draftId: string | null; payload: SaveDraftPayload }) => {
    if (draftId === null) return call((api) => api.receiptCommands.saveDraft({ payload }))
    const patch: PatchDraftPayload = { measurements: payload.measurements, updated_at: payload.updated_at, updated_by: payload.updated_by }
    return call((api) => api.receiptCommands.updateDraft({ path: { id: draftId }, payload: patch }))
  })
