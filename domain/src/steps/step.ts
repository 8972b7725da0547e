import type { DomainError } from "@timber/contracts"
import type { Effect } from "effect"

/**
 * A step that spans several streams (end a slicing operation, approve a transfer, start a drying
 * batch…) as one pure function: given the states of the streams it names and the intent, the new
 * events of each stream (a record named by the step: `{ operation, lot, stock }`), or a tagged
 * error with the spec's message. The command service only gathers: it reads the states the step
 * names, calls it, and joins each stream's events to the command's one append (`Streams.record`).
 * Which book of a stock row a movement lands in is storage, not a rule: a step answers movements
 * as values and the command service routes them.
 */
export type Step<Given, Intent, Decision> = (given: Given, intent: Intent) => Effect.Effect<Decision, DomainError>
