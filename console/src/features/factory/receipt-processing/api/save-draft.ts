import type { PatchDraftPayload, SaveDraftPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { useReceiptWrite } from "./receipt-write"
import type { Intent } from "../../../../api/intent"

/** POST /api/factory/drafts (the first save) or PATCH /api/factory/drafts/{id} (later ones). */
export const useSaveDraft = () =>
  useReceiptWrite(({ draftId, payload }: { draftId: string | null; payload: SaveDraftPayload }, intent: Intent) => {
    if (draftId === null) return call((api) => api.receiptCommands.saveDraft({ payload }), intent)
    const patch: PatchDraftPayload = { measurements: payload.measurements, updated_at: payload.updated_at, updated_by: payload.updated_by }
    return call((api) => api.receiptCommands.updateDraft({ path: { id: draftId }, payload: patch }), intent)
  })
