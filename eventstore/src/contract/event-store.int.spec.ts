import { makeEsdbEventStore } from "../eventstoredb/esdb-event-store"
import { withStreamCache } from "../cache/stream-cache"
import { makeSqlEventStore } from "../postgres/sql-event-store"
import { testDatabases } from "../testing/databases"
import { eventStoreContract } from "./event-store.contract"
import { heldTransactionContract } from "./held-transactions.contract"

for (const database of testDatabases("every engine")) {
  eventStoreContract(database.name, async () => {
    const db = await database.open()
    const store = await makeSqlEventStore(db)
    return {
      store,
      close: async () => {
        await store.close()
        await db.close()
      }
    }
  })
}

// The command service reads through the stream cache: it must keep every promise of the port
// (on the server when there is one: the engine that runs writers side by side), with every stream
// watched: answered from memory until an append to it is announced.
for (const database of testDatabases("every engine").slice(-1)) {
  eventStoreContract(`${database.name} through the stream cache`, async () => {
    const db = await database.open()
    const store = await makeSqlEventStore(db)
    return {
      store: withStreamCache(store, { maxEvents: 100, watched: () => true }),
      close: async () => {
        await store.close()
        await db.close()
      }
    }
  })
}

// Only a server runs transactions side by side; PGlite's one connection runs them one at a time.
for (const database of testDatabases("every engine").filter((d) => d.name === "PostgreSQL")) {
  heldTransactionContract(database.name, async () => {
    const db = await database.open({ poolSize: 32 })
    const store = await makeSqlEventStore(db)
    return {
      store,
      database: db,
      close: async () => {
        await store.close()
        await db.close()
      }
    }
  })
}

// KurrentDB 25.1 or later (multiStreamAppend): only where a server is given. None can run on this
// project's machines (no Docker engine, no package), so there the run is listed as skipped.
const kurrent = process.env.EVENTSTORE_URL
eventStoreContract(
  "KurrentDB",
  async () => {
    const store = makeEsdbEventStore(kurrent!)
    return { store, close: () => store.close() }
  },
  kurrent ? {} : { skip: "EVENTSTORE_URL is not set; point it at a KurrentDB 25.1+ server, e.g. kurrentdb://127.0.0.1:2113?tls=false" }
)
