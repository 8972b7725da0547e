import { projectionsServing } from "../http/served-by"
import type { CheckpointWaiter } from "./checkpoint-waiter"

const POSITION = /^\d{1,19}$/

/**
 * ARCHITECTURE section 5: a read carrying X-Min-Position answers once the projections serving
 * it reached that position. When one of them stopped short of it, or the timeout passed, it
 * answers anyway with what the read model holds, and the caller says so in X-Data-Behind.
 */
export const makeReadYourWrites = (waiter: CheckpointWaiter, timeoutMs: number) => ({
  /** Waits for a read's method, path and X-Min-Position; answers the projections still behind it. */
  awaitMin: async (method: string, path: string, min: string | undefined): Promise<ReadonlyArray<string>> => {
    if (!min || !POSITION.test(min)) return []
    return waiter.waitFor(projectionsServing(method, path), BigInt(min), timeoutMs)
  }
})
