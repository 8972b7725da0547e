import { decodeEvent, diffStates, stateAsJson, streamOfRecord, type AuditRecordKind } from "@timber/contracts"
import type { Decider } from "@timber/domain/decider/decider"
import { AssetDecider } from "@timber/domain/asset/decider"
import { DryingDecider } from "@timber/domain/drying-batch/decider"
import { LotDecider } from "@timber/domain/lot/decider"
import { SlicingOperationDecider } from "@timber/domain/slicing-operation/decider"
import { StockRowDecider } from "@timber/domain/stock-row/decider"
import { TransferDecider } from "@timber/domain/transfer/decider"
import { UserDecider } from "@timber/domain/user/decider"
import { WarehouseDecider } from "@timber/domain/warehouse/decider"
import { WoodTypeDecider } from "@timber/domain/wood-type/decider"
import type { RecordedEvent } from "@timber/eventstore"

type Replayable = Pick<Decider<never, { readonly _tag: string }, unknown>, "events" | "initialState" | "evolve">

/**
 * Each record kind's own decider (domain/): the as-of view folds a stream with the very
 * `evolve` that decides commands, so the auditor's replay and the write side can never differ.
 */
export const RECORD_DECIDERS: { readonly [K in AuditRecordKind]: Replayable } = {
  lot: LotDecider as unknown as Replayable,
  "drying-batch": DryingDecider as unknown as Replayable,
  transfer: TransferDecider as unknown as Replayable,
  "stock-row": StockRowDecider as unknown as Replayable,
  asset: AssetDecider as unknown as Replayable,
  user: UserDecider as unknown as Replayable,
  warehouse: WarehouseDecider as unknown as Replayable,
  "wood-type": WoodTypeDecider as unknown as Replayable,
  "slicing-operation": SlicingOperationDecider as unknown as Replayable
}

export interface ReplayStep {
  readonly event: RecordedEvent
  /** The record after this event (version = its index + 1). */
  readonly after: unknown
  readonly changes: ReturnType<typeof diffStates>
}

export interface Replay {
  readonly streamId: string
  readonly initial: unknown
  readonly steps: ReadonlyArray<ReplayStep>
}

/** The record's stream folded one event at a time: every version's state, and what each event changed. */
export const replayRecord = (kind: AuditRecordKind, id: string, events: ReadonlyArray<RecordedEvent>): Replay => {
  const decider = RECORD_DECIDERS[kind]
  const steps: Array<ReplayStep> = []
  let state = decider.initialState
  for (const event of events) {
    const next = decider.evolve(state, decodeEvent(decider.events, event))
    steps.push({ event, after: stateAsJson(next), changes: diffStates(state, next) })
    state = next
  }
  return { streamId: streamOfRecord(kind, id), initial: stateAsJson(decider.initialState), steps }
}

/** How many of the stream's events make the record as of a time: those that happened at or before it. */
export const versionAt = (replay: Replay, at: string, occurredAt: (event: RecordedEvent) => string): number => {
  const moment = Date.parse(at)
  return replay.steps.filter((step) => Date.parse(occurredAt(step.event)) <= moment).length
}
