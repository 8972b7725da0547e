import type { RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import { CommandContext } from "./context"

/**
 * The aggregate as the API answers a write with it: folded from its own stream, so the
 * answer never waits for a projection. A stream that has nothing to show after a
 * successful write is a defect.
 */
export const readBack = <V>(streamId: string, view: (recorded: ReadonlyArray<RecordedEvent>) => V | null) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const recorded = yield* store.readStream(streamId).pipe(Effect.orDie)
    const shown = view(recorded)
    if (shown === null) return yield* Effect.die(new Error(`${streamId} has nothing to show after a write`))
    return shown
  })
