import { Schema } from "effect"

/** A required text field: present and not blank (the spec's message), of text type, bounded in length. */
export const requiredText = (label: string, requiredMessage: string, maxLength = 200) =>
  Schema.propertySignature(
    Schema.String.annotations({ message: () => `${label} must be text` }).pipe(
      Schema.filter((s) => s.trim().length > 0, { message: () => requiredMessage }),
      Schema.filter((s) => s.length <= maxLength, { message: () => `${label} must be at most ${maxLength} characters` })
    )
  ).annotations({ missingMessage: () => requiredMessage })

/** A required calendar date (or ISO timestamp). */
export const requiredDate = (label: string, requiredMessage: string) =>
  Schema.propertySignature(
    Schema.String.annotations({ message: () => `${label} must be text` }).pipe(
      Schema.filter((s) => s.trim().length > 0, { message: () => requiredMessage }),
      Schema.filter((s) => isIsoDate(s), { message: () => `${label} must be a date like 2026-11-21` })
    )
  ).annotations({ missingMessage: () => requiredMessage })

export const isIsoDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s))

/** An optional number that may also arrive as null (the console sends null for an empty field). */
export const optionalNonNegative = (label: string) =>
  Schema.optional(
    Schema.NullOr(
      Schema.Number.annotations({ message: () => `${label} must be a number` }).pipe(
        Schema.filter((n) => Number.isFinite(n) && n >= 0, { message: () => `${label} must be 0 or more` })
      )
    )
  )

export const optionalNonNegativeInt = (label: string) =>
  Schema.optional(
    Schema.NullOr(
      Schema.Number.annotations({ message: () => `${label} must be a whole number` }).pipe(
        Schema.filter((n) => Number.isInteger(n) && n >= 0, { message: () => `${label} must be a whole number of 0 or more` })
      )
    )
  )

export const optionalText = (label: string, maxLength = 2000) =>
  Schema.optional(
    Schema.NullOr(
      Schema.String.annotations({ message: () => `${label} must be text` }).pipe(
        Schema.filter((s) => s.length <= maxLength, { message: () => `${label} must be at most ${maxLength} characters` })
      )
    )
  )


export const Id = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100))
