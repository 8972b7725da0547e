import { Effect } from "effect"
import { CommandContext } from "./context"
import type { Loaded, StreamRef } from "./execute"
import { foldRecorded } from "./folded-states"

/**
 * A stream as stored now, read outside any command: the one way the command service answers a
 * question before or without deciding (who is signing in, the lockout limit, which batch owns a
 * reading, the recorder's name). A command reads its streams through `Streams.read` instead, so
 * what it decides on is checked again at its append; nothing read here is.
 */
export const streamNow = <S>(ref: StreamRef<any, any, S>): Effect.Effect<Loaded<S>, never, CommandContext> =>
  Effect.flatMap(CommandContext, ({ store }) =>
    Effect.map(store.readStream(ref.streamId), (recorded) => ({
      recorded,
      state: foldRecorded(store, ref.decider, ref.streamId, recorded) as S
    }))
  ).pipe(Effect.orDie)
