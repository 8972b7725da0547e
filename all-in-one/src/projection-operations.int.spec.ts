import { projectionOperationsStream, ProjectionOperationMessages, type ProjectionStatus } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { staffOfEveryRole, type StaffOfEveryRole } from "./testing/staff-of-every-role"

let app: HandWired
let staff: StaffOfEveryRole
let poisonPosition: string

const woodReceipts = async () =>
  ((await (await app.api("GET", "/system/projections", { token: staff.tokens.ADMIN })).json()) as ProjectionStatus[]).find((s) => s.name === "wood-receipts")!
const operations = async () => Effect.runPromise(app.store.readStream(projectionOperationsStream("wood-receipts")))

beforeAll(async () => {
  app = await wireByHand()
  staff = await staffOfEveryRole(app)
  // a LotCreated the LOT projection cannot read: it stops on it (a poison event)
  const appended = await Effect.runPromise(
    app.store.appendToStream(`Lot-${crypto.randomUUID()}`, [{ id: crypto.randomUUID(), type: "LotCreated", data: { lotNumber: 42 }, metadata: {} }], {
      expectedRevision: "no_stream"
    })
  )
  poisonPosition = appended.position.toString()
  await app.projections.catchUp()
}, 60_000)
afterAll(async () => {
  await app?.close()
})

describe("projection operations over HTTP (issue 28 item 3)", () => {
  it("given a MANAGER or a USER, every projection operation and the status are refused 403, and nothing is recorded", async () => {
    for (const role of ["MANAGER", "USER"] as const) {
      const token = staff.tokens[role]
      expect((await app.api("GET", "/system/projections", { token })).status).toBe(403)
      expect((await app.api("POST", "/system/projections/wood-receipts/rebuild", { token })).status).toBe(403)
      expect((await app.api("POST", "/system/projections/wood-receipts/resume", { token })).status).toBe(403)
      expect((await app.api("POST", "/system/projections/wood-receipts/skip", { token, json: { position: poisonPosition, reason: "x" } })).status).toBe(403)
    }
    expect(await operations()).toEqual([])
  })

  it("given wood-receipts stopped on a poison event, the ADMIN's status shows the event whole: position, type, stream and data", async () => {
    const status = await woodReceipts()
    expect(status).toMatchObject({
      state: "stopped",
      stoppedAt: poisonPosition,
      stoppedEvent: { position: poisonPosition, type: "LotCreated", streamId: expect.stringMatching(/^Lot-/), data: { lotNumber: 42 } }
    })
  })

  it("given it stopped, a skip without a reason is refused 400 in words; an unknown projection 404; a skip of another event 409", async () => {
    const blank = await app.api("POST", "/system/projections/wood-receipts/skip", {
      token: staff.tokens.ADMIN,
      json: { position: poisonPosition, reason: " " }
    })
    expect(blank.status).toBe(400)
    expect(await blank.text()).toContain(ProjectionOperationMessages.reasonRequired)
    expect((await app.api("POST", "/system/projections/nope/rebuild", { token: staff.tokens.ADMIN })).status).toBe(404)
    const elsewhere = await app.api("POST", "/system/projections/wood-receipts/skip", { token: staff.tokens.ADMIN, json: { position: "1", reason: "why" } })
    expect(elsewhere.status).toBe(409)
    expect(await operations()).toEqual([])
  })

  it("given it stopped, when the ADMIN skips the event with a reason, the skip is an event in the log (who, why) and the projection runs again", async () => {
    const skipped = await app.api("POST", "/system/projections/wood-receipts/skip", {
      token: staff.tokens.ADMIN,
      json: { position: poisonPosition, reason: "written by a broken import" }
    })
    expect(skipped.status).toBe(202)
    await app.projections.catchUp()
    expect(await woodReceipts()).toMatchObject({ state: "running", stoppedAt: null, lastError: null, stoppedEvent: null })
    const [recorded] = await operations()
    expect(recorded).toMatchObject({
      type: "ProjectionEventSkipped",
      data: { projection: "wood-receipts", position: poisonPosition, eventType: "LotCreated", reason: "written by a broken import" }
    })
    expect((recorded!.data as { skippedBy: string }).skippedBy).toContain("@")
  })

  it("when the ADMIN asks for a rebuild, it is recorded and the projection is rebuilt blue-green (skipping the event again) and runs", async () => {
    const asked = await app.api("POST", "/system/projections/wood-receipts/rebuild", { token: staff.tokens.ADMIN })
    expect(asked.status).toBe(202)
    await app.projections.catchUp()
    expect(await woodReceipts()).toMatchObject({ state: "running", rebuild: { finishedAt: expect.any(String) }, rebuildError: null })
    expect((await operations()).map((event) => event.type)).toEqual(["ProjectionEventSkipped", "ProjectionRebuildRequested"])
  })
})
