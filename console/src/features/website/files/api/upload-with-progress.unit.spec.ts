// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../../../../api/api-error"
import { dropAccessToken, holdAccessToken } from "../../../../auth/access-token"
import { uploadWithProgress } from "./upload-with-progress"

/** The server as an XHR sees it: uploads with `accepted` pass, any other token is refused as run out. */
const serverAccepting = (accepted: string) => {
  const sent: Array<string | null> = []
  keys = []
  class FakeXhr {
    status = 0
    responseText = ""
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    private authorization: string | null = null
    private idempotencyKey: string | null = null
    open() {}
    setRequestHeader(name: string, value: string) {
      if (name === "authorization") this.authorization = value
      if (name === "idempotency-key") this.idempotencyKey = value
    }
    getResponseHeader(name: string) {
      return name === "x-event-position" ? "7" : null
    }
    send() {
      sent.push(this.authorization)
      keys.push(this.idempotencyKey)
      const ok = this.authorization === `Bearer ${accepted}`
      this.status = ok ? 201 : 401
      this.responseText = JSON.stringify(ok ? [{ id: "file-1" }] : { error: "Unauthorized", message: "Token expired" })
      queueMicrotask(() => this.onload?.())
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr)
  return sent
}
/** The Idempotency-Key each upload the fake server saw carried, in order. */
let keys: Array<string | null> = []

afterEach(() => {
  vi.unstubAllGlobals()
  dropAccessToken()
})

describe("a file's upload with its progress bar", () => {
  it("given an access token that ran out (the laptop slept past its renewal), when a file is uploaded, then the token is renewed and the file sent once more with the new one", async () => {
    holdAccessToken("old-token")
    const sent = serverAccepting("new-token")
    const refresh = vi.fn(async () => new Response(JSON.stringify({ token: "new-token" }), { status: 200 }))
    vi.stubGlobal("fetch", refresh)

    const answer = await uploadWithProgress(new File(["x"], "logo.png"), null, () => {})

    expect(answer).toEqual([{ id: "file-1" }])
    expect(sent).toEqual(["Bearer old-token", "Bearer new-token"])
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it("given a session that ended, when a file is uploaded, then it is refused once, with the server's sentence, and not sent again", async () => {
    holdAccessToken("old-token")
    const sent = serverAccepting("new-token")
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 401 }))
    )

    const failure = await uploadWithProgress(new File(["x"], "logo.png"), null, () => {}).catch((e: unknown) => e)

    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(401)
    expect(sent).toEqual(["Bearer old-token"])
  })

  it("given a file sent again after its token was renewed, then both attempts carry the same Idempotency-Key (one upload, one file), and the next upload another", async () => {
    holdAccessToken("old-token")
    serverAccepting("new-token")
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ token: "new-token" }), { status: 200 }))
    )

    await uploadWithProgress(new File(["x"], "logo.png"), null, () => {})
    await uploadWithProgress(new File(["y"], "other.png"), null, () => {})

    const [first, retry, next] = keys
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
  })
})
