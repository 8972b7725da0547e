import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { checkKey, type FileStore } from "./file-store"

/**
 * The embedded default: each object as two files in a directory (the data dir's `files/`): the
 * bytes, and beside them its type. Written to a temporary name and renamed, so a reader never
 * sees half a file and a crash leaves no torn object.
 */
export const makeFilesystemFileStore = (directory: string): FileStore => {
  const ready = mkdir(directory, { recursive: true })
  const pathOf = (key: string) => join(directory, key)
  const writeWhole = async (path: string, data: Uint8Array | string) => {
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    await writeFile(temporary, data)
    await rename(temporary, path)
  }
  return {
    describe: `data directory ${directory}`,
    put: async (key, object) => {
      checkKey(key)
      await ready
      // the type first: a reader that finds the bytes finds their type
      await writeWhole(`${pathOf(key)}.type`, object.mime)
      await writeWhole(pathOf(key), object.bytes)
    },
    get: async (key) => {
      checkKey(key)
      await ready
      try {
        const [bytes, mime] = await Promise.all([readFile(pathOf(key)), readFile(`${pathOf(key)}.type`, "utf8")])
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime: mime.trim() || "application/octet-stream" }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null
        throw error
      }
    },
    remove: async (key) => {
      checkKey(key)
      await ready
      await rm(pathOf(key), { force: true })
      await rm(`${pathOf(key)}.type`, { force: true })
    }
  }
}
