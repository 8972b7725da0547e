import { makeEsdbEventStore } from "../eventstoredb/esdb-event-store"
import { makeSqlEventStore } from "../postgres/sql-event-store"
import { testDatabases } from "../testing/databases"
import { eventStoreContract } from "./event-store.contract"

for (const database of testDatabases()) {
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

const esdb = process.env.EVENTSTORE_URL
if (esdb) {
  eventStoreContract("EventStoreDB", async () => {
    const store = makeEsdbEventStore(esdb)
    return { store, close: () => store.close() }
  })
}
