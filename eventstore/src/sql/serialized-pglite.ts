import type { PGlite } from "@electric-sql/pglite"
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult
} from "kysely"

/**
 * Kysely over PGlite, one caller at a time. PGlite is a single connection: a query issued while
 * another caller's transaction is open would run inside it, so the driver lends the connection
 * to one caller at a time (queued), and a transaction is that caller's BEGIN … COMMIT on it.
 * Written here because Kysely's own PGlite dialect arrived in 0.29, which asks for Node ≥ 22
 * (the project supports Node 20.19+; README).
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.pglite.query<R>(query.sql, [...query.parameters], { rowMode: "object" })
    return { rows, ...(affectedRows === undefined ? {} : { numAffectedRows: BigInt(affectedRows) }) }
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not stream query results")
  }
}

class SerializedPGliteDriver implements Driver {
  readonly #connection: PGliteConnection
  #queue: Promise<void> = Promise.resolve()
  #release: (() => void) | undefined

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite)
  }

  async init(): Promise<void> {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue
    let release!: () => void
    this.#queue = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.#release = release
    return this.#connection
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = undefined
    release?.()
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"))
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close()
  }
}

/** PGlite's single-connection adapter: there is no other connection to take a migration lock from. */
class PGliteAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

export class SerializedPGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createDriver(): Driver {
    return new SerializedPGliteDriver(this.pglite)
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }
  createAdapter(): DialectAdapter {
    return new PGliteAdapter()
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }
}
