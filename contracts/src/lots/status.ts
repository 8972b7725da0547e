import { Schema } from "effect"

export const LotStatus = Schema.Literal("CREATED", "PENDING", "RECEIVED", "SLICING", "IN_PROCESS", "PROCESSING", "PENDING_APPROVAL", "COMPLETED", "CANCELLED")
export type LotStatus = typeof LotStatus.Type

export const WoodFormat = Schema.Literal("SLEEPERS", "PLANKS")
export type WoodFormat = typeof WoodFormat.Type
