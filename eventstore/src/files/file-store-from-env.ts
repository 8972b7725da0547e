import { isAbsolute, join, resolve } from "node:path"
import type { FileStore } from "./file-store"
import { makeFilesystemFileStore } from "./filesystem-file-store"
import { makeS3FileStore } from "./s3-file-store"

/**
 * The file store the environment asks for (eventstore/README.md "File storage"): an S3-compatible
 * bucket when FILE_STORE_S3_BUCKET is set, otherwise the data directory's `files/` (DATA_DIR,
 * ./data by default, read from where the command was typed as `npm start` reads it).
 */
export const fileStoreFromEnv = (env: NodeJS.ProcessEnv = process.env, dataDir?: string): FileStore => {
  const bucket = env.FILE_STORE_S3_BUCKET?.trim()
  if (bucket)
    return makeS3FileStore({
      bucket,
      prefix: env.FILE_STORE_S3_PREFIX ?? undefined,
      region: env.FILE_STORE_S3_REGION || env.AWS_REGION || undefined,
      endpoint: env.FILE_STORE_S3_ENDPOINT || undefined,
      accessKeyId: env.FILE_STORE_S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.FILE_STORE_S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.FILE_STORE_S3_FORCE_PATH_STYLE === undefined ? undefined : env.FILE_STORE_S3_FORCE_PATH_STYLE === "true"
    })
  const dir = dataDir ?? env.DATA_DIR ?? "./data"
  const base = isAbsolute(dir) ? dir : resolve(env.INIT_CWD ?? process.cwd(), dir)
  return makeFilesystemFileStore(join(base, "files"))
}
