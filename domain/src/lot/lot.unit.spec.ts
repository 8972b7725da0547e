import { LotMessages, type CreateLot, type LotEvent, LotId, WoodTypeId, UserId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { LotDecider, lotStream } from "./decider"

const spec = DeciderSpec(LotDecider)
const admin = { userId: UserId.make("u1"), email: "admin@timber.works", role: "ADMIN" }
const user = { userId: UserId.make("u2"), email: "user@timber.works", role: "USER" }

const create: CreateLot = {
  _tag: "CreateLot",
  lotId: LotId.make("lot-1"),
  lotNumber: "LOT-001",
  woodType: { id: WoodTypeId.make("wt-1"), name: "Teak" },
  woodFormat: "SLEEPERS",
  supplier: "Sao Hill",
  receiptDate: "2026-11-20",
  purchaseOrder: "PO-9",
  notes: null,
  estimatedVolumeM3: 12.5,
  estimatedPieces: 40,
  estimatedAmount: 0
}
const created: LotEvent = {
  _tag: "LotCreated",
  lotId: LotId.make("lot-1"),
  lotNumber: "LOT-001",
  woodTypeId: WoodTypeId.make("wt-1"),
  woodTypeName: "Teak",
  woodFormat: "SLEEPERS",
  supplier: "Sao Hill",
  receiptDate: "2026-11-20",
  purchaseOrder: "PO-9",
  notes: null,
  estimatedVolumeM3: 12.5,
  estimatedPieces: 40,
  estimatedAmount: 0,
  status: "PENDING"
}
const locked: LotEvent = { _tag: "LotLocked", lotId: LotId.make("lot-1"), previousStatus: "PENDING" }

describe("LOT aggregate", () => {
  it("creates new LOTs as PENDING", () => spec.given([]).when(create).then([created]))

  it("treats a repeated create of the same LOT as already done", () => spec.given([created]).when(create).then([]))

  it("lets an admin lock a PENDING LOT", () =>
    spec
      .given([created])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "COMPLETED", actor: admin })
      .then([locked]))

  it("refuses a lock by a non-admin with the spec's message", () =>
    spec
      .given([created])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "COMPLETED", actor: user })
      .thenError("Forbidden", LotMessages.onlyAdminsLock))

  it("refuses a reopen by a non-admin with the spec's message", () =>
    spec
      .given([created, locked])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "PENDING", actor: user })
      .thenError("Forbidden", LotMessages.onlyAdminsReopen))

  it("lets an admin reopen a COMPLETED LOT to PENDING", () =>
    spec
      .given([created, locked])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "PENDING", actor: admin })
      .then([{ _tag: "LotReopened", lotId: LotId.make("lot-1") }]))

  it("refuses to reopen a LOT that is not COMPLETED", () =>
    spec
      .given([created])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "PENDING", actor: admin })
      .thenError("Conflict", LotMessages.cannotReopen("PENDING")))

  it("given a locked LOT, when it is locked again (a second tab, a click after a reload), then nothing is added and no error (issue 37)", () =>
    spec
      .given([created, locked])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "COMPLETED", actor: admin })
      .then([]))

  it("given a reopened LOT, when it is reopened again, then nothing is added and no error; locked again, the next reopen is a step again", () => {
    const reopened = { _tag: "LotReopened" as const, lotId: LotId.make("lot-1") }
    spec
      .given([created, locked, reopened])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "PENDING", actor: admin })
      .then([])
    spec
      .given([created, locked, reopened, locked])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "PENDING", actor: admin })
      .then([reopened])
  })

  it("given a locked LOT, when a user who may not lock locks it again, then it is still refused as forbidden", () =>
    spec
      .given([created, locked])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "COMPLETED", actor: user })
      .thenError("Forbidden", LotMessages.onlyAdminsLock))

  it("refuses statuses that only the workflow sets", () =>
    spec
      .given([created])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "SLICING", actor: admin })
      .thenError("BusinessRuleViolation", LotMessages.statusNotSettable("SLICING")))

  it("deletes a PENDING LOT", () =>
    spec
      .given([created])
      .when({ _tag: "DeleteLot", lotId: LotId.make("lot-1") })
      .then([{ _tag: "LotDeleted", lotId: LotId.make("lot-1"), lotNumber: "LOT-001" }]))

  it("refuses to delete a COMPLETED LOT", () =>
    spec
      .given([created, locked])
      .when({ _tag: "DeleteLot", lotId: LotId.make("lot-1") })
      .thenError("Conflict", LotMessages.cannotDelete("COMPLETED")))

  it("keeps the LOT number read-only on edit", () =>
    spec
      .given([created])
      .when({ ...create, _tag: "UpdateLot", lotNumber: "LOT-002" })
      .thenError("BusinessRuleViolation", LotMessages.lotNumberReadOnly))

  it("edits the receipt fields of a PENDING LOT", () =>
    spec
      .given([created])
      .when({ ...create, _tag: "UpdateLot", lotNumber: "LOT-001", supplier: "Mufindi" })
      .then([
        {
          _tag: "LotUpdated",
          lotId: LotId.make("lot-1"),
          woodTypeId: WoodTypeId.make("wt-1"),
          woodTypeName: "Teak",
          supplier: "Mufindi",
          woodFormat: "SLEEPERS",
          receiptDate: "2026-11-20",
          purchaseOrder: "PO-9",
          notes: null,
          estimatedVolumeM3: 12.5,
          estimatedPieces: 40,
          estimatedAmount: 0
        }
      ]))

  it("refuses to edit a locked LOT", () =>
    spec
      .given([created, locked])
      .when({ ...create, _tag: "UpdateLot", lotNumber: null })
      .thenError("BusinessRuleViolation", "This LOT is COMPLETED; reopen it before editing"))

  it("given a locked then reopened LOT, when it is edited without a LOT number, then the edit is recorded", () =>
    spec
      .given([created, locked, { _tag: "LotReopened", lotId: LotId.make("lot-1") }])
      .when({ ...create, _tag: "UpdateLot", lotNumber: null, supplier: "Mufindi" })
      .then([
        {
          _tag: "LotUpdated",
          lotId: LotId.make("lot-1"),
          woodTypeId: WoodTypeId.make("wt-1"),
          woodTypeName: "Teak",
          supplier: "Mufindi",
          woodFormat: "SLEEPERS",
          receiptDate: "2026-11-20",
          purchaseOrder: "PO-9",
          notes: null,
          estimatedVolumeM3: 12.5,
          estimatedPieces: 40,
          estimatedAmount: 0
        }
      ]))

  it("given a LOT, when another LOT number is created under its id, then it is refused with the taken-number message", () =>
    spec
      .given([created])
      .when({ ...create, lotNumber: "LOT-002" })
      .thenError("Conflict", LotMessages.lotNumberTaken("LOT-002")))

  it("given a deleted LOT, when it is edited, locked or deleted, then it is not found", () => {
    const deleted: LotEvent = { _tag: "LotDeleted", lotId: LotId.make("lot-1"), lotNumber: "LOT-001" }
    spec
      .given([created, deleted])
      .when({ ...create, _tag: "UpdateLot", lotNumber: null })
      .thenError("NotFound", LotMessages.notFound)
    spec
      .given([created, deleted])
      .when({ _tag: "ChangeLotStatus", lotId: LotId.make("lot-1"), status: "COMPLETED", actor: admin })
      .thenError("NotFound", LotMessages.notFound)
    spec
      .given([created, deleted])
      .when({ _tag: "DeleteLot", lotId: LotId.make("lot-1") })
      .thenError("NotFound", LotMessages.notFound)
  })

  const edited: LotEvent = {
    _tag: "LotUpdated",
    lotId: LotId.make("lot-1"),
    woodTypeId: WoodTypeId.make("wt-1"),
    woodTypeName: "Teak",
    supplier: "Sao Hill",
    woodFormat: "PLANKS",
    receiptDate: "2026-11-20",
    purchaseOrder: "PO-9",
    notes: "Dry stacked",
    estimatedVolumeM3: 10,
    estimatedPieces: 35,
    estimatedAmount: 1500
  }
  const { notes, estimatedVolumeM3, estimatedPieces, estimatedAmount, woodFormat, ...required } = create

  it("given an edited LOT, when an edit leaves out the notes, estimates, amount and format, then the LOT keeps what the last edit recorded", () =>
    spec
      .given([created, edited])
      .when({ ...required, _tag: "UpdateLot", lotNumber: null, supplier: "Mufindi" })
      .then([{ ...edited, supplier: "Mufindi" }]))

  it("given a LOT, when an edit sends the notes, estimates, amount and format, then they replace the LOT's (null clears an estimate)", () =>
    spec
      .given([created])
      .when({
        ...create,
        _tag: "UpdateLot",
        lotNumber: null,
        notes: "Bark on",
        estimatedVolumeM3: null,
        estimatedPieces: 38,
        estimatedAmount: 2000,
        woodFormat: "PLANKS"
      })
      .then([{ ...edited, notes: "Bark on", estimatedVolumeM3: null, estimatedPieces: 38, estimatedAmount: 2000 }]))

  it("given a deleted LOT, when it is created again under its id and number, then it is refused with the taken-number message", () =>
    spec
      .given([created, { _tag: "LotDeleted", lotId: LotId.make("lot-1"), lotNumber: "LOT-001" }])
      .when(create)
      .thenError("Conflict", LotMessages.lotNumberTaken("LOT-001")))

  it("a LOT's events are read from and appended to its own stream, Lot-<id>", () => expect(lotStream(LotId.make("lot-1"))).toBe("Lot-lot-1"))

  it("given a command or event of a kind it does not know (a newer schema's), then it fails loudly naming it", () => {
    expect(() => LotDecider.decide({ _tag: "ArchiveLot" } as never, LotDecider.initialState)).toThrow('Unhandled case: {"_tag":"ArchiveLot"}')
    expect(() => LotDecider.evolve(LotDecider.initialState, { _tag: "LotArchived" } as never)).toThrow('Unhandled case: {"_tag":"LotArchived"}')
  })

  it("answers not found for a LOT that does not exist", () =>
    spec
      .given([])
      .when({ _tag: "DeleteLot", lotId: LotId.make("lot-1") })
      .thenError("NotFound", LotMessages.notFound))
})
