import type { PGlite } from "@electric-sql/pglite"
import { PGliteDialect, PGliteDriver, type DatabaseConnection, type Driver } from "kysely"

/**
 * Kysely's PGlite driver hands its single connection to every caller at once, so a
 * query issued while another caller's transaction is open would run inside it. PGlite
 * is one connection: this driver lends it to one caller at a time.
 */
class SerializedPGliteDriver extends PGliteDriver {
  #queue: Promise<void> = Promise.resolve()
  #release: (() => void) | undefined

  override async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue
    let release!: () => void
    this.#queue = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.#release = release
    return super.acquireConnection()
  }

  override async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = undefined
    release?.()
  }
}

export class SerializedPGliteDialect extends PGliteDialect {
  readonly #pglite: PGlite
  constructor(pglite: PGlite) {
    super({ pglite })
    this.#pglite = pglite
  }
  override createDriver(): Driver {
    return new SerializedPGliteDriver({ pglite: this.#pglite })
  }
}
