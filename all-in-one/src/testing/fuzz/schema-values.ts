import fc from "fast-check"

/** The part of JSON Schema that the OpenAPI document of `TimberApi` uses for parameters and bodies. */
export interface JsonSchema {
  readonly type?: "string" | "number" | "integer" | "boolean" | "object" | "array" | "null"
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly additionalProperties?: boolean | JsonSchema
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly oneOf?: ReadonlyArray<JsonSchema>
  readonly enum?: ReadonlyArray<unknown>
  readonly minimum?: number
  readonly maximum?: number
  readonly exclusiveMinimum?: number
  readonly minLength?: number
  readonly maxLength?: number
  readonly pattern?: string
  readonly format?: string
  readonly items?: JsonSchema
  readonly minItems?: number
  readonly maxItems?: number
  readonly description?: string
}

/**
 * A reference to a record the fuzz has seen the server hand out (an id from an earlier answer),
 * resolved when the request is sent: so a generated request reaches past "not found" into the
 * handler, and the run stays the same for one seed.
 */
export interface KnownId {
  readonly knownId: number
}
export const isKnownId = (value: unknown): value is KnownId => typeof value === "object" && value !== null && "knownId" in value

const knownId: fc.Arbitrary<KnownId> = fc.nat().map((n) => ({ knownId: n }))

/** Text a careless or hostile client types: the values that once reached PostgreSQL unparsed. */
const hostileText = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "-1",
    "0",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e400",
    "1e-400",
    "0x10",
    "9223372036854775807",
    "9223372036854775808",
    "99999999999999999999999999",
    "-99999999999999999999999999",
    "3.14",
    "2026-02-31",
    "2026-13-01",
    "2026-11-21T25:61:00Z",
    "2026-11-21T10:00:00+99:99",
    "0001-01-01",
    "275760-09-13",
    "-000001-01-01T00:00:00Z",
    "null",
    "true",
    "[]",
    "{}",
    "'; drop table events; --",
    "%00",
    "\u0000",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "Ωmega ☃ 木材 🌲",
    "\ud800",
    "a".repeat(10_001)
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.nat({ max: 70_000 }).map((n) => "x".repeat(n))
)

/** Any JSON at all where the schema wanted something else: wrong types, huge and odd numbers. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, [], {}, [null], { _tag: "x" }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 })
)

const dateLike = /(date|time|from|^to$|^at$|since|before|at$|At$|_at$)/i
const idLike = /(^id$|Id$|_id$|^documentId$|^recordId$)/

/** Dates as users and attackers write them: real ones, the edges, and ones JavaScript accepts that PostgreSQL refuses. */
const dateText = fc.oneof(
  fc.date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom(
    "2026-11-21",
    "2026-02-28",
    "2024-02-29",
    "2026-12-31T23:59:59Z",
    "2026-02-31",
    "2026-04-31",
    "-1",
    "0",
    "1e10",
    "1900-01-01",
    "2999-12-31",
    "10000-01-01"
  )
)

const integerText = fc.oneof(fc.integer({ min: -5, max: 1_000 }).map(String), fc.constantFrom("0", "1", "100", "101", "2147483648", "1.5", "-0", "abc"))

const within = (schema: JsonSchema) => {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : (schema.minimum ?? -1e12)
  const max = schema.maximum ?? 1e12
  return { min, max }
}

const validNumber = (schema: JsonSchema): fc.Arbitrary<number> => {
  const { min, max } = within(schema)
  if (schema.type === "integer") {
    const low = Math.ceil(schema.exclusiveMinimum !== undefined ? min + 1 : min)
    const high = Math.floor(max)
    const bounded = fc.integer({ min: Math.max(low, Number.MIN_SAFE_INTEGER), max: Math.min(high, Number.MAX_SAFE_INTEGER) })
    return fc.oneof({ arbitrary: bounded, weight: 3 }, fc.constantFrom(low, high))
  }
  const real = fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: schema.exclusiveMinimum !== undefined })
  const boundaries = schema.exclusiveMinimum !== undefined ? [max, min + 1e-9] : [min, max]
  return fc.oneof({ arbitrary: real, weight: 3 }, fc.constantFrom(...boundaries))
}

const validText = (schema: JsonSchema, name: string): fc.Arbitrary<unknown> => {
  if (schema.format === "binary") return fc.string({ maxLength: 200 })
  if (idLike.test(name)) return fc.oneof({ arbitrary: knownId, weight: 4 }, fc.uuid(), fc.string({ maxLength: 12 }))
  if (dateLike.test(name) && !schema.maxLength) return dateText
  if (schema.description?.includes("decoded into a number")) return integerText
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: Math.min(schema.maxLength ?? 40, 40) })
  const minLength = schema.minLength ?? 0
  const maxLength = schema.maxLength ?? 200
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 30)) }), weight: 4 },
    { arbitrary: fc.string({ unit: "grapheme", minLength, maxLength: Math.max(minLength, Math.min(maxLength, 30)) }), weight: 1 },
    // the longest the contracts allow, and one past it
    fc.constantFrom("w".repeat(Math.min(maxLength, 70_000)), "w".repeat(Math.min(maxLength + 1, 70_001)))
  )
}

/**
 * Values for `schema`: mostly ones it accepts (with its boundaries), sometimes ones it must
 * refuse (`wrongness` is the weight of those against 10). `name` is the field's or parameter's
 * name: ids come from what the server handed out, dates look like dates.
 */
export const schemaValue = (schema: JsonSchema, name = "", wrongness = 1, depth = 0): fc.Arbitrary<unknown> => {
  const right = validValue(schema, name, wrongness, depth)
  return wrongness === 0 ? right : fc.oneof({ arbitrary: right, weight: 10 }, { arbitrary: wrongValue, weight: wrongness })
}

const validValue = (schema: JsonSchema, name: string, wrongness: number, depth: number): fc.Arbitrary<unknown> => {
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, name, wrongness, depth)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case "string":
      return validText(schema, name)
    case "number":
    case "integer":
      return validNumber(schema)
    case "boolean":
      return fc.boolean()
    case "null":
      return fc.constant(null)
    case "array": {
      const items = schema.items ? schemaValue(schema.items, name, wrongness, depth + 1) : wrongValue
      const maxLength = Math.min(schema.maxItems ?? 5, depth > 1 ? 2 : 5)
      return fc.array(items, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength })
    }
    case "object":
      return objectValue(schema, wrongness, depth)
    case undefined:
      return wrongValue
  }
}

const objectValue = (schema: JsonSchema, wrongness: number, depth: number): fc.Arbitrary<unknown> => {
  const properties = Object.entries(schema.properties ?? {})
  const required = new Set(schema.required ?? [])
  const fields = properties.map(([key, property]) => {
    // a required field is left out now and then, an optional one half the time
    const present = required.has(key) ? fc.nat({ max: 19 + 10 * (1 - Math.min(wrongness, 1)) }).map((n) => n > 0) : fc.boolean()
    return fc
      .tuple(present, depth > 3 ? fc.constant(null) : schemaValue(property, key, wrongness, depth + 1))
      .map(([keep, value]) => (keep ? [[key, value]] : []))
  })
  const extra = fc.oneof(
    { arbitrary: fc.constant([] as Array<[string, unknown]>), weight: 9 },
    fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", "_tag", "id", "version"), wrongValue).map((pair) => [pair])
  )
  return fc.tuple(fc.tuple(...fields), extra).map(([present, added]) => {
    const value: Record<string, unknown> = {}
    for (const [key, field] of [...present.flat(), ...added])
      Object.defineProperty(value, key as string, { value: field, enumerable: true, writable: true, configurable: true })
    return value
  })
}
