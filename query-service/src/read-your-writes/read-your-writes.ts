import { ConsistencyHeaders } from "@timber/contracts"
import { projectionsServing } from "../http/served-by"
import type { CheckpointWaiter } from "./checkpoint-waiter"

const POSITION = /^\d{1,19}$/

/**
 * ARCHITECTURE section 5: a read carrying X-Min-Position answers once the projections serving
 * it reached that position. When one of them stopped short of it, or the timeout passed, it
 * answers anyway with what the read model holds and says so in X-Data-Behind.
 */
const awaitMin = async (waiter: CheckpointWaiter, timeoutMs: number, method: string, path: string, min: string | null | undefined) => {
  if (!min || !POSITION.test(min)) return []
  return waiter.waitFor(projectionsServing(method, path), BigInt(min), timeoutMs)
}

export const makeReadYourWrites = (waiter: CheckpointWaiter, timeoutMs: number) => ({
  /** Waits as the request asks; returns the projections still behind its position. */
  awaitPosition: async (request: Request): Promise<ReadonlyArray<string>> => {
    const min = request.headers.get(ConsistencyHeaders.minPosition)
    return awaitMin(waiter, timeoutMs, request.method, new URL(request.url).pathname, min)
  },
  /** The same wait, for a read's method, path and X-Min-Position as the handler has them. */
  awaitMin: (method: string, path: string, min: string | undefined) => awaitMin(waiter, timeoutMs, method, path, min),
  /** The same response, saying which read models it is behind on. */
  markBehind: (response: Response, behind: ReadonlyArray<string>): Response => {
    if (behind.length === 0) return response
    const headers = new Headers(response.headers)
    headers.set(ConsistencyHeaders.dataBehind, behind.join(", "))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
})
