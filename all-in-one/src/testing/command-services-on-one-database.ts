import { makeCommandService, type CommandService, type CommandServiceOptions } from "@timber/command-service"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"

export interface CommandServicesOnOneDatabase {
  readonly database: Database
  readonly store: EventStore
  readonly services: ReadonlyArray<CommandService>
  readonly close: () => Promise<void>
}

/** Several command services on the last test database, as the processes of one deployment would share it. */
export const commandServicesOnOneDatabase = async (
  count: number,
  options: Omit<CommandServiceOptions, "database" | "store">
): Promise<CommandServicesOnOneDatabase> => {
  const database = await testDatabases("the run's engine").at(-1)!.open()
  const store = await makeSqlEventStore(database)
  const services: CommandService[] = []
  for (let n = 0; n < count; n++) services.push(await makeCommandService({ database, store, ...options }))
  return {
    database,
    store,
    services,
    close: async () => {
      for (const service of services) await service.dispose()
      await store.close()
      await database.close()
    }
  }
}
