import fc from "fast-check"
import { schemaValue, type JsonSchema } from "./schema-values"

/** One operation of the OpenAPI document: what the fuzz needs of it. */
export interface Operation {
  readonly method: string
  /** As the document writes it, e.g. `/api/transfers/{id}/approve`. */
  readonly path: string
  readonly parameters: ReadonlyArray<{
    readonly name: string
    readonly in: "path" | "query" | "header"
    readonly required?: boolean
    readonly schema: JsonSchema
  }>
  readonly body?: { readonly contentType: string; readonly schema: JsonSchema }
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { parameters?: Operation["parameters"]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>
}

/** Every operation the document declares. */
export const operationsOf = (document: OpenApiDocument): ReadonlyArray<Operation> =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType && media ? { contentType, schema: media.schema } : undefined
      }
    })
  )

export type Caller = "ADMIN" | "USER" | "anonymous"

export type Body =
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "text"; readonly text: string; readonly contentType: string | null }
  | { readonly kind: "bytes"; readonly bytes: Uint8Array; readonly contentType: string }

/** A request as generated: ids from earlier answers are still `KnownId`s, resolved when it is sent. */
export interface FuzzRequest {
  readonly caller: Caller
  readonly operation: Operation
  readonly pathParams: Readonly<Record<string, unknown>>
  /** Raw segments are put in the address as they are (not percent-encoded): `%ZZ`, `..`. */
  readonly rawSegments: Readonly<Record<string, string>>
  readonly query: ReadonlyArray<readonly [string, unknown]>
  readonly headers: Readonly<Record<string, string>>
  readonly body: Body | null
}

const rawSegment = fc.constantFrom("%ZZ", "..", "%2e%2e", "%00", "a%2Fb", "%E0%A4%A", "%F0%9F%8C%B2", " ")

const headerValue = fc.oneof(
  fc.constantFrom('"1"', '"0"', '"-1"', '"99999999999999999999"', "*", 'W/"1"', "", "abc"),
  fc.string({ maxLength: 30 }).map((text) => text.replace(/[^\x20-\x7e]/g, ""))
)

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      "idempotency-key": fc.oneof(
        fc.uuid(),
        fc.string({ maxLength: 300 }).map((text) => text.replace(/[^\x21-\x7e]/g, "k"))
      ),
      "x-min-position": fc.constantFrom("abc", "-1", "1.5", "99999999999999999999999", "0", "1"),
      "if-match": headerValue
    },
    { requiredKeys: [] }
  )
  .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== "")))

const bytes = fc.uint8Array({ maxLength: 2_000 })

const bodyFor = (operation: Operation): fc.Arbitrary<Body | null> => {
  const declared = operation.body
  if (!declared)
    return fc.oneof(
      { arbitrary: fc.constant(null), weight: 9 },
      fc.jsonValue({ maxDepth: 2 }).map((value): Body => ({ kind: "json", value }))
    )
  if (declared.contentType === "application/json")
    return fc.oneof(
      { arbitrary: schemaValue(declared.schema, "", 1).map((value): Body => ({ kind: "json", value })), weight: 17 },
      fc
        .constantFrom("", "{", "not json", "[1,2", '{"a":1}{"b":2}', "\u0000", "1e999999")
        .map((text): Body => ({ kind: "text", text, contentType: "application/json" })),
      fc
        .tuple(fc.string({ maxLength: 50 }), fc.constantFrom("text/plain", "application/xml"))
        .map(([text, contentType]): Body => ({ kind: "text", text, contentType })),
      fc.constant<Body>({ kind: "text", text: "", contentType: null })
    )
  // uploads: bytes under the declared type, under a type no upload takes, or a hand-made form
  return fc.oneof(
    bytes.map((value): Body => ({ kind: "bytes", bytes: value, contentType: declared.contentType })),
    fc
      .tuple(bytes, fc.constantFrom("image/png", "image/svg+xml", "text/html", "application/pdf", "application/x-msdownload"))
      .map(([value, contentType]): Body => ({ kind: "bytes", bytes: value, contentType })),
    fc.string({ maxLength: 200 }).map((text): Body => ({ kind: "text", text, contentType: "multipart/form-data; boundary=x" })),
    fc.string({ maxLength: 200 }).map((text): Body => ({
      kind: "text",
      text: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${text}\r\n--x--\r\n`,
      contentType: "multipart/form-data; boundary=x"
    }))
  )
}

/** Requests for `operation`, derived from its schemas: valid, boundary and refused values alike. */
const requestFor = (operation: Operation, caller: fc.Arbitrary<Caller>): fc.Arbitrary<FuzzRequest> => {
  const inPath = operation.parameters.filter((parameter) => parameter.in === "path")
  const inQuery = operation.parameters.filter((parameter) => parameter.in === "query")
  const pathParams = fc.record(Object.fromEntries(inPath.map((parameter) => [parameter.name, schemaValue(parameter.schema, parameter.name, 2)])))
  const rawSegments = fc.oneof({ arbitrary: fc.constant({}), weight: 19 }, inPath.length === 0 ? fc.constant({}) : fc.record({ [inPath[0]!.name]: rawSegment }))
  const query = fc
    .tuple(
      ...inQuery.map((parameter) =>
        fc.tuple(fc.nat({ max: 9 }), schemaValue(parameter.schema, parameter.name, 2)).map(([roll, value]) =>
          // half the time a parameter is sent; now and then twice, which a decoder may take as an array
          roll < 5 ? [] : roll === 9 ? [[parameter.name, value] as const, [parameter.name, value] as const] : [[parameter.name, value] as const]
        )
      )
    )
    .map((chosen) => chosen.flat())
  return fc.record({ caller, operation: fc.constant(operation), pathParams, rawSegments, query, headers: extraHeaders, body: bodyFor(operation) })
}

/** A request to any one of `operations`, mostly as a signed-in ADMIN or USER, now and then signed out. */
export const anyRequest = (operations: ReadonlyArray<Operation>): fc.Arbitrary<FuzzRequest> => {
  const caller = fc.constantFrom<Caller>("ADMIN", "ADMIN", "USER", "USER", "anonymous")
  return fc.oneof(...operations.map((operation) => requestFor(operation, caller)))
}

/** The values that once reached PostgreSQL unparsed: each is tried in every parameter and every top-level body field. */
const EDGE_TEXTS = ["-1", "2026-02-31", "9223372036854775808", "1e400"] as const
const EDGE_FIELDS: ReadonlyArray<unknown> = ["-1", "2026-02-31", "9223372036854775808", 1e21]

/**
 * Every parameter and every top-level body field of every operation, given each edge value in turn
 * (the rest of the request valid, ids from earlier answers), as an ADMIN, who may reach every
 * handler: a sweep no seed can miss, before the random requests.
 */
export const edgeSweep = (operations: ReadonlyArray<Operation>, seed: number): ReadonlyArray<FuzzRequest> =>
  operations.flatMap((operation, o) => {
    const inPath = operation.parameters.filter((parameter) => parameter.in === "path")
    const pathParams = Object.fromEntries(inPath.map((parameter, i) => [parameter.name, parameter.schema.enum?.[0] ?? { knownId: o + i }]))
    const json = operation.body?.contentType === "application/json" ? operation.body.schema : null
    const base = json ? (fc.sample(schemaValue(json, "", 0), { seed: seed + o, numRuns: 1 })[0] as Record<string, unknown>) : null
    const request = (changes: Partial<FuzzRequest>): FuzzRequest => ({
      caller: "ADMIN",
      operation,
      pathParams,
      rawSegments: {},
      query: [],
      headers: {},
      body: base === null ? null : { kind: "json", value: base },
      ...changes
    })
    return [
      ...operation.parameters
        .filter((parameter) => parameter.in !== "header")
        .flatMap((parameter) =>
          EDGE_TEXTS.map((edge) =>
            parameter.in === "path" ? request({ pathParams: { ...pathParams, [parameter.name]: edge } }) : request({ query: [[parameter.name, edge]] })
          )
        ),
      ...Object.keys(json?.properties ?? {}).flatMap((field) =>
        EDGE_FIELDS.map((edge) => request({ body: { kind: "json", value: { ...base, [field]: edge } } }))
      )
    ]
  })
