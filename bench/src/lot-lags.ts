import type { ProjectionRunnerOptions } from "@timber/projections"

/** A projection-commit hook noting, for every LotCreated the LOT read model commits, ms since the event's recordedAt. */
export const lotLagsInto =
  (lags: number[]): NonNullable<ProjectionRunnerOptions["onCommit"]> =>
  (name, _change, events) => {
    if (name !== "wood-receipts") return
    const now = Date.now()
    for (const event of events) if (event.type === "LotCreated") lags.push(now - event.recordedAt.getTime())
  }
