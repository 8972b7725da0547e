import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { optionalText, requiredText } from "../shared/fields"

export const WoodTypeMessages = {
  nameRequired: "Name is required",
  notFound: "Wood type not found",
  created: "Wood type created successfully"
} as const

export const WoodType = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  grade: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type WoodType = typeof WoodType.Type

export const WoodTypePayload = Schema.Struct({
  name: requiredText("Name", WoodTypeMessages.nameRequired, Bounds.text.name),
  grade: optionalText("Grade", Bounds.text.grade, { multiline: false })
})
export type WoodTypePayload = typeof WoodTypePayload.Type
