import { AssetDocumentMessages, AssetMessages, type Asset, type AssetStats } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { callsAsStaff, staffOfEveryRole } from "./testing/staff-of-every-role"

/**
 * Asset upkeep over HTTP (issue 29 items 4 and 5): maintenance with a recurring interval, its
 * next due day and its cost in the stats; documents uploaded, downloaded with their original
 * name as attachments, refused by their bytes, removed; every call by ADMIN, MANAGER and USER
 * (USER reads and downloads, never writes).
 */
let app: HandWired
const tokens: Record<string, string> = {}
let categoryId = ""

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const { as, read } = callsAsStaff(() => app, tokens)
/** An upload: the file's bytes are the body, its name rides in the query. */
const upload = (who: string, assetId: string, bytes: Uint8Array, name: string, type = "application/octet-stream") =>
  app.commands.handle(
    new Request(`http://timber.test/api/assets/${assetId}/documents?name=${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens[who]}`, "content-type": type },
      body: new Blob([bytes as Uint8Array<ArrayBuffer>])
    })
  )
const download = async (who: string, assetId: string, documentId: string) => {
  await app.projections.catchUp()
  return app.queries.handle(
    new Request(`http://timber.test/api/assets/${assetId}/documents/${documentId}`, { headers: { authorization: `Bearer ${tokens[who]}` } })
  )
}
const bytes = (text: string) => new TextEncoder().encode(text)
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...bytes(" rest of a png")])
const PDF = bytes("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

let counter = 0
const createdAsset = async () => {
  counter += 1
  const response = await as("MANAGER", "POST", "/assets", {
    assetTag: `UD-${String(8000 + counter).padStart(4, "0")}`,
    categoryId,
    name: `Planer ${counter}`,
    purchaseDate: "2026-01-10",
    purchasePrice: 1_000_000
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return json<Asset>(response)
}

beforeAll(async () => {
  app = await wireByHand()
  const staff = await staffOfEveryRole(app)
  Object.assign(tokens, staff.tokens)
  const category = await as("ADMIN", "POST", "/assets/categories", { name: "Machines", code: "MCH" })
  expect(category.status).toBe(201)
  categoryId = (await json<{ id: string }>(category)).id
}, 120_000)
afterAll(async () => app?.close())

describe("asset maintenance over HTTP", () => {
  it("MANAGER records a monthly oiling done Jan 31 and the next falls due Feb 28; USER may not record; every role reads the due day, and who may see amounts the cost in the stats (a USER none)", async () => {
    const asset = await createdAsset()
    const oiling = {
      maintenanceType: "Oiling",
      scheduledDate: "2026-01-31",
      status: "COMPLETED",
      cost: 20_000,
      recurrenceInterval: 1,
      recurrenceUnit: "MONTHS"
    }
    expect((await as("USER", "POST", `/assets/${asset.id}/maintenance`, oiling)).status).toBe(403)
    const done = await as("MANAGER", "POST", `/assets/${asset.id}/maintenance`, oiling)
    expect(done.status, await done.clone().text()).toBe(201)
    expect((await json<Asset>(done)).nextMaintenanceDue).toBe("2026-02-28")
    for (const who of ["ADMIN", "MANAGER", "USER"]) expect((await read<Asset>(`/assets/${asset.id}`, who)).nextMaintenanceDue).toBe("2026-02-28")
    const before = await read<AssetStats>("/assets/stats", "MANAGER")
    expect((await read<AssetStats>("/assets/stats")).maintenanceCost).toBeUndefined()
    // an open (scheduled) record: the row still says Active and so do the stats; its estimate is not yet a cost
    const scheduled = await as("ADMIN", "POST", `/assets/${asset.id}/maintenance`, {
      maintenanceType: "Blade change",
      scheduledDate: "2026-02-28",
      cost: 90_000
    })
    expect(scheduled.status).toBe(201)
    const during = await read<AssetStats>("/assets/stats", "MANAGER")
    expect(during.inMaintenance).toBe(before.inMaintenance)
    expect(during.maintenanceCost).toBe(before.maintenanceCost)
    const record = (await json<Asset>(scheduled)).maintenanceRecords.find((r) => r.maintenanceType === "Blade change")!
    const completed = await as("MANAGER", "PATCH", `/assets/${asset.id}/maintenance/${record.id}`, {
      maintenanceType: "Blade change",
      scheduledDate: "2026-02-28",
      cost: 90_000,
      status: "COMPLETED",
      completedDate: "2026-03-03",
      recurrenceInterval: 1,
      recurrenceUnit: "MONTHS"
    })
    expect(completed.status, await completed.clone().text()).toBe(200)
    expect((await json<Asset>(completed)).nextMaintenanceDue).toBe("2026-04-03")
    const after = await read<AssetStats>("/assets/stats", "MANAGER")
    expect(after.inMaintenance).toBe(before.inMaintenance)
    expect(after.maintenanceCost).toBe(before.maintenanceCost! + 90_000)
    expect(after.maintenanceCostByCategory).toContainEqual({ categoryId, name: "Machines", maintenanceCost: 110_000 })
  })

  it("an interval of 0 is refused in words and changes nothing", async () => {
    const asset = await createdAsset()
    const refused = await as("MANAGER", "POST", `/assets/${asset.id}/maintenance`, {
      maintenanceType: "Oiling",
      scheduledDate: "2026-01-31",
      recurrenceInterval: 0
    })
    expect(refused.status).toBe(400)
    expect((await json<{ message: string }>(refused)).message).toBe(AssetMessages.recurrenceMin)
    expect((await read<Asset>(`/assets/${asset.id}`)).maintenanceRecords).toEqual([])
  })
})

describe("asset documents over HTTP", () => {
  it("ADMIN and MANAGER upload a PDF, USER may not; every role downloads it with its bytes, its type and its original name as an attachment, never sniffed", async () => {
    const asset = await createdAsset()
    const statuses = {
      ADMIN: (await upload("ADMIN", asset.id, PDF, "Mwongozo wa mashine – Planer.pdf")).status,
      MANAGER: (await upload("MANAGER", asset.id, PNG, "nameplate.png", "image/png")).status,
      USER: (await upload("USER", asset.id, PDF, "nope.pdf")).status
    }
    expect(statuses).toEqual({ ADMIN: 201, MANAGER: 201, USER: 403 })
    const shown = await read<Asset>(`/assets/${asset.id}`)
    expect(shown.documents.map((d) => [d.title, d.fileName, d.documentType, d.mimeType, d.size, d.uploadedBy])).toEqual([
      ["Mwongozo wa mashine – Planer", "Mwongozo wa mashine – Planer.pdf", "PDF", "application/pdf", PDF.byteLength, "Administrator"],
      ["nameplate", "nameplate.png", "PNG", "image/png", 22, "MANAGER Tester"]
    ])
    const pdf = shown.documents[0]!
    for (const who of ["ADMIN", "MANAGER", "USER"]) {
      const response = await download(who, asset.id, pdf.id)
      expect(response.status, who).toBe(200)
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Mwongozo wa mashine _ Planer.pdf"; filename*=UTF-8''Mwongozo%20wa%20mashine%20%E2%80%93%20Planer.pdf`
      )
    }
    expect((await app.queries.handle(new Request(`http://timber.test/api/assets/${asset.id}/documents/${pdf.id}`))).status).toBe(401)
    // another asset's address does not serve it
    const other = await createdAsset()
    expect((await download("USER", other.id, pdf.id)).status).toBe(404)
  })

  it("a file that is not a PDF or a picture by its bytes is refused whatever its name or declared type: HTML named .pdf, SVG, an empty file; too large is 413", async () => {
    const asset = await createdAsset()
    const refusals = [
      await upload("ADMIN", asset.id, bytes("<html><script>alert(1)</script></html>"), "manual.pdf", "application/pdf"),
      await upload("ADMIN", asset.id, bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.png", "image/png"),
      await upload("ADMIN", asset.id, new Uint8Array(), "empty.pdf")
    ]
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400])
    expect(await Promise.all(refusals.map(async (r) => (await json<{ message: string }>(r)).message))).toEqual([
      AssetDocumentMessages.wrongType,
      AssetDocumentMessages.wrongType,
      AssetDocumentMessages.missing
    ])
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PDF)
    expect((await upload("ADMIN", asset.id, big, "big.pdf")).status).toBe(413)
    expect((await upload("ADMIN", asset.id, PDF, "manual.html", "text/html")).status).toBe(415)
    expect((await read<Asset>(`/assets/${asset.id}`)).documents).toEqual([])
  })

  it("USER may not delete a document; MANAGER deletes it, then it is gone from the asset and its download is 404; deleting again is 'Document not found'", async () => {
    const asset = await createdAsset()
    const added = await json<Asset>(upload("MANAGER", asset.id, PDF, "invoice.pdf"))
    const documentId = added.documents[0]!.id
    expect((await as("USER", "DELETE", `/assets/${asset.id}/documents/${documentId}`)).status).toBe(403)
    const removed = await as("MANAGER", "DELETE", `/assets/${asset.id}/documents/${documentId}`)
    expect(removed.status).toBe(200)
    expect((await json<Asset>(removed)).documents).toEqual([])
    expect((await download("USER", asset.id, documentId)).status).toBe(404)
    const again = await as("MANAGER", "DELETE", `/assets/${asset.id}/documents/${documentId}`)
    expect(again.status).toBe(404)
    expect((await json<{ message: string }>(again)).message).toBe(AssetDocumentMessages.notFound)
  })
})
