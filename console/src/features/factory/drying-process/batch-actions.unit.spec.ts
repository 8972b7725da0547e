import { describe, expect, it } from "vitest"
import { testUser } from "../../../testing/render"
import { batchOffers, completeQuestion, completeRefusal, machineStateOf } from "./batch-actions"
import { batch, completed, reading } from "./testing-batches"

const none = batch("UD-1")
const one = batch("UD-2", { readings: [reading("r1", "2026-11-20T09:00:00.000Z", 990, 35)] })
const two = batch("UD-3", { readings: [reading("r1", "2026-11-20T09:00:00.000Z", 990, 35), reading("r2", "2026-11-20T10:00:00.000Z", 980, 30)] })
const done = completed("UD-4", "Mvule", "2026-11-21T10:00:00.000Z", 11)
const [user, manager, admin] = [testUser("USER"), testUser("MANAGER"), testUser("ADMIN")]

describe("what a batch offers, asked of the drying batch's lifecycle machine (the server's)", () => {
  it("a batch stands where the machine says: started, reading, measured, completed", () => {
    expect([none, one, two, done].map(machineStateOf)).toEqual(["started", "reading", "measured", "completed"])
  })

  it("given fewer than 2 readings, when Complete is pressed, then 'Need at least 2 readings to complete process'; with 2 the machine allows it", () => {
    expect(completeRefusal(none)).toBe("Need at least 2 readings to complete process")
    expect(completeRefusal(one)).toBe("Need at least 2 readings to complete process")
    expect(completeRefusal(two)).toBeNull()
  })

  it("given a batch whose latest reading is 30 % against a 12 % target, when Complete is pressed, then it asks in words whether to complete above the target; at or below the target it asks plainly", () => {
    expect(completeQuestion(two, 12)).toBe(
      `The latest humidity is 30 %, above the 12 % target: the wood may not be dry yet. Complete anyway? Its ${two.pieceCount} pieces move from Under Drying to Dried.`
    )
    expect(completeQuestion(two, 30)).toBe(`Complete UD-3? Its ${two.pieceCount} pieces move from Under Drying to Dried.`)
  })

  it("a MANAGER may add readings to, correct the readings of, complete and delete a running batch, never edit its initial data", () => {
    expect(batchOffers(two, manager)).toEqual({ addReading: true, editReading: true, complete: true, editBatch: false, delete: true, correctCost: false })
  })

  it("a batch without readings offers no Edit Reading to anyone (the machine has none to edit)", () => {
    expect([batchOffers(none, admin).editReading, batchOffers(none, manager).editReading]).toEqual([false, false])
  })

  it("an ADMIN also edits the initial data and corrects readings, of running and completed batches; a completed batch is deleted from the list by no one", () => {
    expect(batchOffers(none, admin)).toEqual({ addReading: true, editReading: false, complete: true, editBatch: true, delete: true, correctCost: false })
    expect(batchOffers(done, admin)).toEqual({ addReading: true, editReading: true, complete: false, editBatch: true, delete: false, correctCost: true })
    expect(batchOffers(done, manager)).toEqual({
      addReading: false,
      editReading: false,
      complete: false,
      editBatch: false,
      delete: false,
      correctCost: false
    })
  })

  it("given a completed batch, then only an ADMIN is offered Correct cost (issue 37 item 4); a running batch has no cost to correct", () => {
    expect([batchOffers(done, admin), batchOffers(done, manager), batchOffers(done, user)].map((o) => o.correctCost)).toEqual([true, false, false])
    expect(batchOffers(two, admin).correctCost).toBe(false)
  })

  it("a USER (read only) is offered no action", () => {
    expect(batchOffers(two, user)).toEqual({ addReading: false, editReading: false, complete: false, editBatch: false, delete: false, correctCost: false })
    expect(batchOffers(two, null)).toEqual({ addReading: false, editReading: false, complete: false, editBatch: false, delete: false, correctCost: false })
  })
})
