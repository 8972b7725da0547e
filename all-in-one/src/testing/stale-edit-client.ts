import type { TestApp } from "./test-app"

/** The If-Match an edit made on `version` carries. */
export const ifMatch = (version: string) => ({ "if-match": `"${version}"` })

/** A stale edit's refusal (412): the server's sentence and the record as it is now. */
export interface Refusal<T> {
  readonly error: string
  readonly message: string
  readonly details: { readonly current: T; readonly version: string }
}

export const json = async <T>(response: Response) => (await response.json()) as T

/**
 * The app's API as the console calls it: each read waits for the read models to reach the newest
 * position a write answered (read-your-writes), so a list read after an edit shows that edit.
 */
export const readingYourWrites = (app: () => TestApp): TestApp["api"] => {
  let seen = 0n
  return async (path, init = {}) => {
    const method = init.method ?? "GET"
    const headers = new Headers(init.headers)
    if (method === "GET") headers.set("x-min-position", seen.toString())
    const response = await app().api(path, { ...init, headers })
    const position = response.headers.get("x-event-position")
    if (position && BigInt(position) > seen) seen = BigInt(position)
    return response
  }
}
