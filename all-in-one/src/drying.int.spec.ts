import { DryingMessages, type DryingBatch } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let user: string
let woodTypeId: string
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } }))).id
  expect(
    (
      await app.api("/users", {
        method: "POST",
        token: admin,
        json: { email: "kiln.viewer@timber.works", password: "Passw0rd-long", firstName: "K", lastName: "V", role: "USER" }
      })
    ).status
  ).toBe(201)
  user = await app.login("kiln.viewer@timber.works", "Passw0rd-long")
})
afterAll(async () => app?.close())

const reading = (id: string, humidity: number, meter: number) =>
  app.api(`/factory/drying-processes/${id}/readings`, {
    method: "POST",
    token: admin,
    // the kiln's prepaid meter counts down: a lower meter is a later reading
    json: { electricityMeter: meter, humidity, readingTime: new Date(Date.now() + (2000 - meter) * 1000).toISOString() }
  })

describe("drying batches", () => {
  it("starts a batch in mm, takes readings in time order, completes only with two, and lists it for the dashboard", async () => {
    const started = await app.api("/factory/drying-processes", {
      method: "POST",
      token: admin,
      json: {
        woodTypeId,
        thickness: 2,
        thicknessUnit: "inch",
        stockThickness: '2"',
        pieceCount: 120,
        startingHumidity: 42,
        startingElectricityUnits: 1000,
        notes: "kiln 1",
        useStock: true
      }
    })
    expect(started.status).toBe(201)
    const batch = await json<DryingBatch>(started)
    expect(batch).toMatchObject({ status: "IN_PROGRESS", thickness: 50.8, pieceCount: 120, woodType: { name: "Mvule" }, createdByName: "Administrator" })
    expect(batch.batchNumber).toMatch(/^DB-\d{4}-\d{4}$/)

    expect((await reading(batch.id, 35, 990)).status).toBe(201)
    const tooSoon = await app.api(`/factory/drying-processes/${batch.id}`, { method: "PUT", token: admin, json: { status: "COMPLETED" } })
    expect(tooSoon.status).toBe(422)
    expect((await json<{ message: string }>(tooSoon)).message).toBe(DryingMessages.needTwoReadings)

    const second = await reading(batch.id, 28.5, 970)
    expect((await json<DryingBatch>(second)).readings.map((r) => r.humidity)).toEqual([35, 28.5])
    const listed = (
      await json<{ items: DryingBatch[] }>(
        app.api("/factory/drying-processes", { token: user, headers: { "x-min-position": second.headers.get("x-event-position")! } })
      )
    ).items
    expect(listed.map((p) => [p.batchNumber, p.status, p.readings.length])).toEqual([[batch.batchNumber, "IN_PROGRESS", 2]])

    const done = await app.api(`/factory/drying-processes/${batch.id}`, { method: "PUT", token: admin, json: { status: "COMPLETED" } })
    expect(done.status).toBe(200)
    expect((await json<DryingBatch>(done)).endTime).not.toBeNull()
  })

  it("refuses bad input and a USER's writes", async () => {
    const noPieces = await app.api("/factory/drying-processes", { method: "POST", token: admin, json: { woodTypeId, thickness: 50, pieceCount: 0 } })
    expect(noPieces.status).toBe(400)
    expect((await json<{ message: string }>(noPieces)).message).toBe(DryingMessages.piecesInvalid)
    const wet = await app.api("/factory/drying-processes", {
      method: "POST",
      token: admin,
      json: { woodTypeId, thickness: 50, pieceCount: 3, startingHumidity: 140 }
    })
    expect(wet.status).toBe(400)
    expect((await app.api("/factory/drying-processes", { method: "POST", token: user, json: { woodTypeId, thickness: 50, pieceCount: 3 } })).status).toBe(403)
    expect(
      (await app.api("/factory/drying-processes/nope/readings", { method: "POST", token: admin, json: { electricityMeter: 1, humidity: 20 } })).status
    ).toBe(404)
  })

  it("given a batch's reading, when a USER, a MANAGER and an ADMIN correct it while it runs and once it completed, then only those allowed change it and the list shows the correction", async () => {
    const manager = await (async () => {
      const body = { email: "kiln.manager@timber.works", password: "Passw0rd-long", firstName: "K", lastName: "M", role: "MANAGER" }
      expect((await app.api("/users", { method: "POST", token: admin, json: body })).status).toBe(201)
      return app.login(body.email, body.password)
    })()
    const batch = await json<DryingBatch>(
      app.api("/factory/drying-processes", { method: "POST", token: admin, json: { woodTypeId, thickness: 25, pieceCount: 10, startingHumidity: 40 } })
    )
    await reading(batch.id, 53, 990) // the operator typed 53 for 33
    const [first, second] = (await json<DryingBatch>(reading(batch.id, 30, 980))).readings
    const correct = (token: string, readingId: string, humidity: number) =>
      app.api(`/factory/drying-readings/${readingId}`, {
        method: "PUT",
        token,
        json: { electricityMeter: 985, humidity, readingTime: first!.readingTime, notes: "meter misread" }
      })

    expect((await correct(user, first!.id, 33)).status).toBe(403)
    const corrected = await correct(manager, first!.id, 33)
    expect(corrected.status).toBe(200)
    expect((await json<DryingBatch>(corrected)).readings.map((r) => [r.id, r.humidity, r.electricityMeter, r.notes, r.createdByName])).toEqual([
      [first!.id, 33, 985, "meter misread", "Administrator"],
      [second!.id, 30, 980, null, "Administrator"]
    ])
    const listed = (
      await json<{ items: DryingBatch[] }>(
        app.api("/factory/drying-processes", { token: user, headers: { "x-min-position": corrected.headers.get("x-event-position")! } })
      )
    ).items
    expect(listed.find((p) => p.id === batch.id)!.readings.map((r) => r.humidity)).toEqual([33, 30])

    const unknown = await correct(admin, "no-such-reading", 20)
    expect(unknown.status).toBe(404)
    expect((await json<{ message: string }>(unknown)).message).toBe(DryingMessages.readingNotFound)

    expect((await app.api(`/factory/drying-processes/${batch.id}`, { method: "PUT", token: admin, json: { status: "COMPLETED" } })).status).toBe(200)
    const late = await correct(manager, second!.id, 29)
    expect(late.status).toBe(403)
    expect((await json<{ message: string }>(late)).message).toBe(DryingMessages.completed)
    const byAdmin = await correct(admin, second!.id, 29)
    expect(byAdmin.status).toBe(200)
    expect((await json<DryingBatch>(byAdmin)).readings.map((r) => r.humidity)).toEqual([33, 29])
  })
})
