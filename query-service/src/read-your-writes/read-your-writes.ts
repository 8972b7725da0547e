import { ConsistencyHeaders } from "@timber/contracts"
import { projectionsServing } from "../http/served-by"
import type { CheckpointWaiter } from "./checkpoint-waiter"

const POSITION = /^\d{1,19}$/

/**
 * ARCHITECTURE section 5: a read carrying X-Min-Position answers once the projections serving
 * it reached that position. When one of them stopped short of it, or the timeout passed, it
 * answers anyway with what the read model holds and says so in X-Data-Behind.
 */
export const makeReadYourWrites = (waiter: CheckpointWaiter, timeoutMs: number) => ({
  /** Waits as the request asks; returns the projections still behind its position. */
  awaitPosition: async (request: Request): Promise<ReadonlyArray<string>> => {
    const min = request.headers.get(ConsistencyHeaders.minPosition)
    if (!min || !POSITION.test(min)) return []
    const projections = projectionsServing(request.method, new URL(request.url).pathname)
    return waiter.waitFor(projections, BigInt(min), timeoutMs)
  },
  /** The same response, saying which read models it is behind on. */
  markBehind: (response: Response, behind: ReadonlyArray<string>): Response => {
    if (behind.length === 0) return response
    const headers = new Headers(response.headers)
    headers.set(ConsistencyHeaders.dataBehind, behind.join(", "))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
})
