import { describe, expect, it } from "vitest"
import type { FileStore } from "./file-store"

/**
 * The one contract every file store adapter passes: give it a way to make a fresh store (and,
 * when the adapter has one, a way to reach the same objects through a second instance).
 */
export const fileStoreContract = (name: string, make: () => Promise<FileStore> | FileStore, again?: () => Promise<FileStore> | FileStore) =>
  describe(`file store contract: ${name}`, () => {
    const bytesOf = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256)

    it("gives back exactly the bytes and type put under a key", async () => {
      const store = await make()
      const bytes = bytesOf(70_000)
      await store.put("file-a", { bytes, mime: "image/png" })
      const got = await store.get("file-a")
      expect(got?.mime).toBe("image/png")
      expect(Buffer.from(got!.bytes).equals(Buffer.from(bytes))).toBe(true)
    })

    it("answers null for a key never put, and for one removed; removing twice is no error", async () => {
      const store = await make()
      expect(await store.get("never-put")).toBeNull()
      await store.put("gone", { bytes: bytesOf(10), mime: "text/plain" })
      await store.remove("gone")
      await store.remove("gone")
      expect(await store.get("gone")).toBeNull()
    })

    it("stores an empty file as an empty file", async () => {
      const store = await make()
      await store.put("empty", { bytes: new Uint8Array(), mime: "application/octet-stream" })
      expect((await store.get("empty"))?.bytes.byteLength).toBe(0)
    })

    it("a second put under a key replaces the first (a retried upload)", async () => {
      const store = await make()
      await store.put("same", { bytes: bytesOf(5, 1), mime: "text/plain" })
      await store.put("same", { bytes: bytesOf(7, 2), mime: "image/jpeg" })
      const got = await store.get("same")
      expect(got?.mime).toBe("image/jpeg")
      expect(Array.from(got!.bytes)).toEqual(Array.from(bytesOf(7, 2)))
    })

    it("keeps keys apart and refuses a key that is a path", async () => {
      const store = await make()
      await store.put("one", { bytes: bytesOf(3, 1), mime: "text/plain" })
      await store.put("two", { bytes: bytesOf(3, 9), mime: "text/csv" })
      expect((await store.get("one"))?.mime).toBe("text/plain")
      expect((await store.get("two"))?.mime).toBe("text/csv")
      await expect(store.put("../escape", { bytes: bytesOf(1), mime: "text/plain" })).rejects.toThrow(/Not a file store key/)
      await expect(store.get("a/b")).rejects.toThrow(/Not a file store key/)
    })

    it("ten puts at once all land", async () => {
      const store = await make()
      await Promise.all(Array.from({ length: 10 }, (_, i) => store.put(`many-${i}`, { bytes: bytesOf(1000 + i, i), mime: "image/webp" })))
      const sizes = await Promise.all(Array.from({ length: 10 }, async (_, i) => (await store.get(`many-${i}`))?.bytes.byteLength))
      expect(sizes).toEqual(Array.from({ length: 10 }, (_, i) => 1000 + i))
    })

    if (again)
      it("what one instance stored, another instance over the same place reads (a restart, a second service)", async () => {
        const first = await make()
        await first.put("shared", { bytes: bytesOf(12), mime: "image/gif" })
        const second = await again()
        expect((await second.get("shared"))?.mime).toBe("image/gif")
      })
  })
