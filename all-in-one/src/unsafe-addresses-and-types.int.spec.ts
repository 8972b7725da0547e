import { HttpApi } from "@effect/platform"
import { ReadApi, WriteApi } from "@timber/contracts"
import { Option, Schema, SchemaAST } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 24 item 7: no 500 is left for an input. `%00` in any path id or query parameter of any
 * route (read from WriteApi and ReadApi, so a new route is covered without touching this file),
 * a multipart or form-encoded body to any write: each is a 4xx with a sentence, never a 500 and
 * never a hang.
 */

let app: TestApp
let admin: string
let woodTypeId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const created = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } })
  expect(created.status).toBe(201)
  woodTypeId = ((await created.json()) as { id: string }).id
})
afterAll(async () => app?.close())

interface Route {
  readonly method: string
  readonly path: string
  readonly query: ReadonlyArray<string>
}

const namesOf = (schema: Option.Option<unknown>): ReadonlyArray<string> =>
  Option.match(schema, {
    onNone: () => [],
    onSome: (s) => SchemaAST.getPropertySignatures((s as Schema.Schema.Any).ast).map((p) => String(p.name))
  })

const routesOf = (api: HttpApi.HttpApi.Any): ReadonlyArray<Route> => {
  const out: Array<Route> = []
  HttpApi.reflect(api as never, {
    onGroup: () => undefined,
    onEndpoint: ({ endpoint }) => {
      out.push({ method: endpoint.method, path: endpoint.path.replace(/^\/api/, ""), query: namesOf(endpoint.urlParamsSchema as Option.Option<unknown>) })
    }
  })
  return out
}

const routes = [...routesOf(WriteApi), ...routesOf(ReadApi)]

/** One request per place a route takes text from its address: each path parameter, each query parameter. */
const nulAddresses = (route: Route): ReadonlyArray<string> => {
  const params = route.path.match(/:[A-Za-z_]+/g) ?? []
  const fill = (except: string | null) => route.path.replace(/:[A-Za-z_]+/g, (p) => (p === except ? "a%00b" : woodTypeId))
  return [...params.map((p) => fill(p)), ...route.query.map((q) => `${fill(null)}?${q}=a%00b`)]
}

const isSentence = (message: unknown) => typeof message === "string" && /^[A-Z].{10,}/.test(message)

describe("%00 in an address", () => {
  it("covers the routes that take an id or a query parameter (the issue counted 13 writes and 8 reads and deletes)", () => {
    expect(routes.filter((r) => nulAddresses(r).length > 0).length).toBeGreaterThanOrEqual(21)
  })

  it("given %00 in any path id or query parameter of any route, then a 400 with a sentence, never a 500", async () => {
    const answers: Array<{ route: string; status: number; message: unknown }> = []
    for (const route of routes) {
      for (const address of nulAddresses(route)) {
        const body = route.method === "GET" || route.method === "DELETE" ? {} : { json: {} }
        const answer = await app.api(address, { method: route.method, token: admin, ...body })
        const json = (await answer.json()) as { message?: unknown }
        answers.push({ route: `${route.method} ${address}`, status: answer.status, message: json.message })
      }
    }
    expect(answers.length).toBeGreaterThan(0)
    expect(answers.filter((a) => a.status !== 400 || !isSentence(a.message))).toEqual([])
  })
})

describe("a body the route does not read", () => {
  const multipart = () => {
    const form = new FormData()
    form.set("name", "Teak")
    form.set("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), "teak.png")
    return form
  }

  it("given a multipart body to wood types, warehouses, the avatar or a wood type's image, then 415 with a sentence, at once", async () => {
    for (const path of ["/factory/wood-types", "/management/warehouses", "/users/profile/avatar", `/factory/wood-types/${woodTypeId}/image`]) {
      const answer = await app.api(path, { method: "POST", token: admin, body: multipart(), signal: AbortSignal.timeout(5_000) })
      const json = (await answer.json()) as { error: string; message: string }
      expect({ path, status: answer.status, error: json.error }).toEqual({ path, status: 415, error: "UnsupportedMediaType" })
      expect(isSentence(json.message)).toBe(true)
    }
  })

  it("given a form-encoded body to the sign-in or a write, then 415 (and nothing is created)", async () => {
    const login = await app.api("/auth/login", { method: "POST", body: new URLSearchParams({ email: "admin@example.com", password: "x" }) })
    expect(login.status).toBe(415)
    expect(((await login.json()) as { message: string }).message).toMatch(/JSON/)
    const write = await app.api("/factory/wood-types", { method: "POST", token: admin, body: new URLSearchParams({ name: "Formwood" }) })
    expect(write.status).toBe(415)
    const list = (await (await app.api("/factory/wood-types", { token: admin })).json()) as Array<{ name: string }>
    expect(list.map((w) => w.name)).not.toContain("Formwood")
  })

  it("given JSON with a charset, then it is read as before", async () => {
    const json = await app.api("/factory/wood-types", {
      method: "POST",
      token: admin,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ name: "Mninga" })
    })
    expect(json.status).toBe(201)
  })
})
