import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3"
import { checkKey, type FileStore } from "./file-store"

export interface S3FileStoreOptions {
  readonly bucket: string
  /** Keys are stored under this prefix (`website-files/` by default), so the bucket can be shared. */
  readonly prefix?: string
  readonly region?: string
  /** An S3-compatible server's address (MinIO, Ceph, R2, a test server); unset: AWS itself. */
  readonly endpoint?: string
  readonly accessKeyId?: string
  readonly secretAccessKey?: string
  /** Path-style addresses (`endpoint/bucket/key`): what most S3-compatible servers need. */
  readonly forcePathStyle?: boolean
}

/** The option for deployments that outgrow one machine: the objects in an S3-compatible bucket (the maintained AWS SDK v3 client). */
export const makeS3FileStore = (options: S3FileStoreOptions): FileStore => {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined
  })
  const prefix = options.prefix ?? "website-files/"
  const Bucket = options.bucket
  return {
    describe: `S3 bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ""}`,
    put: async (key, object) => {
      checkKey(key)
      await client.send(
        new PutObjectCommand({ Bucket, Key: prefix + key, Body: object.bytes, ContentType: object.mime, ContentLength: object.bytes.byteLength })
      )
    },
    get: async (key) => {
      checkKey(key)
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: prefix + key }))
        const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array()
        return { bytes, mime: answer.ContentType || "application/octet-stream" }
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error as { name?: string }).name === "NoSuchKey" ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null
        throw error
      }
    },
    remove: async (key) => {
      checkKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }))
    }
  }
}
