import { Schema, SchemaAST } from "effect"
import type { PageKey } from "../users/page-key"

/**
 * Money in an answer: a figure in TZS that a user sees only while holding `amount`
 * on the page it belongs to. A DTO marks each such field once, with `money(page, schema)`; the
 * services' one answer filter (`hideMoney`) removes it for everyone else. The field is optional on
 * the wire, so an answer without it still decodes: absent means "not yours to see", null keeps
 * meaning "not recorded".
 */
export const MoneyAnnotationId: unique symbol = Symbol.for("@timber/contracts/Money")
/** A field whose name looks like money and is not (a count, a kWh figure, a setting's own words): says why. */
export const NotMoneyAnnotationId: unique symbol = Symbol.for("@timber/contracts/NotMoney")

export interface MoneyAnnotation {
  /** The page whose `amount` permission shows it. */
  readonly page: PageKey
  /** Money only in some records (a setting's value is money only for a money key). */
  readonly when?: (record: Readonly<Record<string, unknown>>) => boolean
}

/** A money field of a DTO: optional on the wire, hidden from a user without `amount` on `page`. */
export const money = <S extends Schema.Schema.Any>(page: PageKey, schema: S, when?: MoneyAnnotation["when"]) =>
  Schema.optional(schema).annotations({ [MoneyAnnotationId]: when ? { page, when } : { page } })

/**
 * A money field of an event: stored as it happened (required, unlike a DTO's), and left out of the
 * audit's answers (its data, its sentence, a record's history) for a reader without `amount` on `page`.
 */
export const moneyInEvent = <S extends Schema.Schema.Any>(page: PageKey, schema: S, when?: MoneyAnnotation["when"]) =>
  Schema.propertySignature(schema).annotations({ [MoneyAnnotationId]: when ? { page, when } : { page } })

/** How a field named like money looks: every such field of an answer or an event says whether it is money (the guards' one rule). */
export const LOOKS_LIKE_MONEY = /price|amount|cost|tariff|paid|value|total.*tzs/i

/** A field whose name looks like money but is not, with the reason (the money-name guard asks every such field to say). */
export const notMoney = <S extends Schema.Schema.Any>(schema: S, why: string): S => schema.annotations({ [NotMoneyAnnotationId]: why }) as S

/** A property's money mark, if any. */
export const moneyOf = (property: SchemaAST.PropertySignature): MoneyAnnotation | undefined =>
  property.annotations[MoneyAnnotationId] as MoneyAnnotation | undefined

/** Whether a property says it is not money (on the property or on its type). */
export const isMarkedNotMoney = (property: SchemaAST.PropertySignature) =>
  property.annotations[NotMoneyAnnotationId] !== undefined || property.type.annotations[NotMoneyAnnotationId] !== undefined

/** A DTO as the server builds it, before any answer leaves money out: the named money fields are there. */
export type WithMoney<T, K extends keyof T> = T & { readonly [P in K]-?: Exclude<T[P], undefined> }

/** Whether the user may see money of a page. */
export type SeesMoney = (page: PageKey) => boolean

/** Removes, in place, the money a user may not see from an encoded answer. */
type Strip = (encoded: unknown, sees: SeesMoney) => void

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

const combine = (strips: ReadonlyArray<Strip | null>): Strip | null => {
  const real = strips.filter((s): s is Strip => s !== null)
  if (real.length === 0) return null
  return real.length === 1 ? real[0]! : (encoded, sees) => real.forEach((strip) => strip(encoded, sees))
}

const compile = (ast: SchemaAST.AST, memo: Map<SchemaAST.AST, Strip | null>): Strip | null => {
  if (memo.has(ast)) return memo.get(ast)!
  // a recursive schema meets itself again through Suspend: the answer so far is "nothing", then the real one
  memo.set(ast, null)
  const strip = compileNew(ast, memo)
  memo.set(ast, strip)
  return strip
}

const compileNew = (ast: SchemaAST.AST, memo: Map<SchemaAST.AST, Strip | null>): Strip | null => {
  switch (ast._tag) {
    case "TypeLiteral": {
      const fields = ast.propertySignatures.flatMap((property) => {
        const name = property.name as string
        const mark = moneyOf(property)
        const inner = compile(property.type, memo)
        if (!mark && !inner) return []
        return [{ name, mark, inner }]
      })
      const values = combine(ast.indexSignatures.map((index) => compile(index.type, memo)))
      if (fields.length === 0 && !values) return null
      return (encoded, sees) => {
        if (!isRecord(encoded)) return
        for (const { name, mark, inner } of fields) {
          if (!(name in encoded)) continue
          if (mark && !sees(mark.page) && (!mark.when || mark.when(encoded))) delete encoded[name]
          else inner?.(encoded[name], sees)
        }
        if (values) for (const value of Object.values(encoded)) values(value, sees)
      }
    }
    case "TupleType": {
      const elements = ast.elements.map((element) => compile(element.type, memo))
      const rest = combine(ast.rest.map((element) => compile(element.type, memo)))
      if (elements.every((e) => e === null) && !rest) return null
      return (encoded, sees) => {
        if (!Array.isArray(encoded)) return
        encoded.forEach((item, i) => (i < elements.length ? elements[i] : rest)?.(item, sees))
      }
    }
    case "Union":
      return combine(ast.types.map((member) => compile(member, memo)))
    case "Transformation":
      // answers are filtered as sent: the encoded side names the wire's fields
      return compile(ast.from, memo)
    case "Refinement":
      return compile(ast.from, memo)
    case "Suspend": {
      let resolved: Strip | null | undefined
      return (encoded, sees) => {
        if (resolved === undefined) resolved = compile(ast.f(), memo)
        resolved?.(encoded, sees)
      }
    }
    default:
      return null
  }
}

/**
 * The filter of one answer schema: removes from an encoded answer (JSON as sent) every money field
 * the user may not see, or null when the schema holds no money (the answer is sent untouched).
 */
export const moneyFilter = (schema: Schema.Schema.All): ((encoded: unknown, sees: SeesMoney) => unknown) | null => {
  const strip = compile(schema.ast, new Map())
  if (!strip) return null
  return (encoded, sees) => {
    strip(encoded, sees)
    return encoded
  }
}

/** Every money field a schema holds, as `path (page)`, for the walk and the name guard. */
export const moneyFields = (schema: Schema.Schema.All) => {
  const found: Array<{ readonly path: string; readonly name: string; readonly page: PageKey }> = []
  walkProperties(schema.ast, "", (path, property) => {
    const mark = moneyOf(property)
    if (mark && !found.some((f) => f.path === path)) found.push({ path, name: property.name as string, page: mark.page })
  })
  return found
}

/** Calls `visit` with every property a schema holds (both sides of a transformation), with its path. */
export const walkProperties = (
  ast: SchemaAST.AST,
  path: string,
  visit: (path: string, property: SchemaAST.PropertySignature) => void,
  within = new Set<SchemaAST.AST>()
) => {
  // a schema met again inside itself (a recursive one) is not walked twice; one shared by two fields is walked under each
  if (within.has(ast)) return
  within.add(ast)
  walkInside(ast, path, visit, within)
  within.delete(ast)
}

const walkInside = (ast: SchemaAST.AST, path: string, visit: (path: string, property: SchemaAST.PropertySignature) => void, seen: Set<SchemaAST.AST>) => {
  switch (ast._tag) {
    case "TypeLiteral":
      for (const property of ast.propertySignatures) {
        const at = path === "" ? String(property.name) : `${path}.${String(property.name)}`
        visit(at, property)
        walkProperties(property.type, at, visit, seen)
      }
      for (const index of ast.indexSignatures) walkProperties(index.type, `${path}[key]`, visit, seen)
      return
    case "TupleType":
      for (const element of [...ast.elements, ...ast.rest]) walkProperties(element.type, `${path}[]`, visit, seen)
      return
    case "Union":
      for (const member of ast.types) walkProperties(member, path, visit, seen)
      return
    case "Transformation":
      walkProperties(ast.from, path, visit, seen)
      walkProperties(ast.to, path, visit, seen)
      return
    case "Refinement":
      walkProperties(ast.from, path, visit, seen)
      return
    case "Suspend":
      walkProperties(ast.f(), path, visit, seen)
      return
    default:
      return
  }
}
