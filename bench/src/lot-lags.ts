import type { ProjectionRunnerOptions } from "@timber/projections"

/** A projection-commit hook noting, for every LotCreated the LOT read model commits, ms from the event's recordedAt to the commit. */
export const lotLagsInto =
  (lags: number[]): NonNullable<ProjectionRunnerOptions["onCommit"]> =>
  (name, _change, events, committedAt) => {
    if (name !== "wood-receipts") return
    for (const event of events) if (event.type === "LotCreated") lags.push(committedAt - event.recordedAt.getTime())
  }
