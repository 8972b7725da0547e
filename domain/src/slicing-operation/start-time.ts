import { SlicingMessages, ValidationError } from "@timber/contracts"
import { Effect } from "effect"
import { beyondADayAhead } from "../calculators/work-dates"

/**
 * A slicing operation's start as the operator records it: not more than a day ahead of the
 * server's clock (`calculators/work-dates.ts` says why a day), else refused in the spec's words.
 * No start given is the server's now, never refused.
 */
export const slicingStartRecordable = (startTime: string | null | undefined, now: Date): Effect.Effect<void, ValidationError> =>
  startTime && beyondADayAhead(startTime, now) ? Effect.fail(new ValidationError({ message: SlicingMessages.startInFuture })) : Effect.void
