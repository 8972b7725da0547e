import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll } from "vitest"
import { fileStoreContract } from "./file-store.contract"
import { makeFilesystemFileStore } from "./filesystem-file-store"
import { makeS3FileStore } from "./s3-file-store"
import { fileStoreFromEnv } from "./file-store-from-env"

/**
 * The contract against every adapter: the data directory always; S3 against s3rver (an
 * S3-compatible server that runs in this process from npm, no Docker) always; and against a
 * real bucket when FILE_STORE_S3_BUCKET (and its endpoint and keys: eventstore/README.md "File
 * storage") are set in the environment.
 */
const directories: string[] = []
let lastDirectory = ""
fileStoreContract(
  "data directory",
  () => {
    lastDirectory = mkdtempSync(join(tmpdir(), "timber-files-"))
    directories.push(lastDirectory)
    return makeFilesystemFileStore(lastDirectory)
  },
  () => makeFilesystemFileStore(lastDirectory)
)
afterAll(() => directories.forEach((d) => rmSync(d, { recursive: true, force: true })))

// s3rver: its own directory, a bucket made at start, on a free port
let s3rverStop: (() => Promise<void>) | null = null
let s3rverEndpoint = ""
let s3rverPrefix = 0
beforeAll(async () => {
  const { default: S3rver } = (await import("s3rver")) as {
    default: new (options: object) => { run: () => Promise<{ port: number }>; close: () => Promise<void> }
  }
  const directory = mkdtempSync(join(tmpdir(), "timber-s3rver-"))
  directories.push(directory)
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "timber-test" }] })
  const { port } = await server.run()
  s3rverEndpoint = `http://127.0.0.1:${port}`
  s3rverStop = () => server.close()
})
afterAll(async () => {
  await s3rverStop?.()
})
const s3rverStore = (prefix: string) =>
  makeS3FileStore({ bucket: "timber-test", prefix, endpoint: s3rverEndpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", region: "us-east-1" })
fileStoreContract(
  "S3 (s3rver)",
  () => s3rverStore(`run-${++s3rverPrefix}/`),
  () => s3rverStore(`run-${s3rverPrefix}/`)
)

// a real S3-compatible bucket, when the environment names one
if (process.env.FILE_STORE_S3_BUCKET) {
  const run = `contract-${Date.now()}-`
  let n = 0
  fileStoreContract(
    `S3 bucket ${process.env.FILE_STORE_S3_BUCKET} (from the environment)`,
    () => fileStoreFromEnv({ ...process.env, FILE_STORE_S3_PREFIX: `${run}${++n}/` }),
    () => fileStoreFromEnv({ ...process.env, FILE_STORE_S3_PREFIX: `${run}${n}/` })
  )
}
