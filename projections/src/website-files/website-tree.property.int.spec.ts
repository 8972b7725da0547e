import { WebsiteFolderId, WebsiteLibraryEvent, type WebsiteLibraryCommand } from "@timber/contracts"
import { fold, liveParents, WebsiteLibraryDecider } from "@timber/domain"
import { testDatabases, type Database, type RecordedEvent } from "@timber/eventstore"
import { Effect, Either, Schema } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ReadDb } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import { websiteFilesProjection } from "./website-files.projection"

/**
 * Issue 30 item 6: any sequence of folder creates, moves and deletes, decided one after another
 * (refusals storing nothing), keeps the tree a tree (every folder reaches the root, no cycle, no
 * folder under a deleted one) and the read model holds exactly the decider's live folders.
 */
const POOL = ["f0", "f1", "f2", "f3", "f4", "f5"].map((id) => WebsiteFolderId.make(id))
const place = fc.option(fc.constantFrom(...POOL), { nil: null })
const command: fc.Arbitrary<WebsiteLibraryCommand> = fc.oneof(
  fc.record({ folderId: fc.constantFrom(...POOL), parentId: place }).map(({ folderId, parentId }) => ({
    _tag: "CreateWebsiteFolder" as const,
    folderId,
    name: `Folder ${folderId}`,
    parentId,
    at: "2026-11-28T09:00:00.000Z"
  })),
  fc
    .record({ folderId: fc.constantFrom(...POOL), parentId: place })
    .map(({ folderId, parentId }) => ({ _tag: "MoveWebsiteFolder" as const, folderId, parentId })),
  fc
    .record({ folderId: fc.constantFrom(...POOL), parentId: place })
    .map(({ folderId, parentId }) => ({ _tag: "MoveWebsiteFolder" as const, folderId, parentId })),
  fc.constantFrom(...POOL).map((folderId) => ({ _tag: "DeleteWebsiteFolder" as const, folderId }))
)

const decideAll = (commands: ReadonlyArray<WebsiteLibraryCommand>) => {
  const events: WebsiteLibraryEvent[] = []
  for (const c of commands) {
    const decided = Effect.runSync(Effect.either(WebsiteLibraryDecider.decide(c, fold(WebsiteLibraryDecider, events))))
    if (Either.isRight(decided)) events.push(...decided.right)
  }
  return events
}

const encode = Schema.encodeSync(WebsiteLibraryEvent)
const recorded = (events: ReadonlyArray<WebsiteLibraryEvent>): RecordedEvent[] =>
  events.map((event, i) => {
    const { _tag, ...data } = encode(event) as { _tag: string }
    return {
      id: `e${i}`,
      streamId: "WebsiteLibrary-website",
      revision: BigInt(i),
      position: BigInt(i + 1),
      type: _tag,
      data,
      metadata: { userId: "u", userEmail: "u@x", correlationId: "c", causationId: "c", occurredAt: "2026-11-28T09:00:00.000Z", schemaVersion: 1 },
      recordedAt: new Date()
    }
  })

for (const target of testDatabases("the run's engine")) {
  describe(`the website folder tree on ${target.name}`, () => {
    let database: Database
    beforeAll(async () => {
      database = await target.open()
      await migrateReadModels(database.db)
    })
    afterAll(async () => {
      await database.close()
    })

    it("any sequence of folder creates, moves and deletes keeps the tree a tree and matches the read model", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
          const events = decideAll(commands)
          const parents = liveParents(fold(WebsiteLibraryDecider, events))
          // a tree: from every live folder, following parents reaches the root through live folders only, never itself again
          for (const id of parents.keys()) {
            const seen = new Set<string>()
            let at: string | null = id
            while (at !== null) {
              expect(seen.has(at), `cycle through ${at}`).toBe(false)
              expect(parents.has(at), `orphan: ${id} hangs under a folder that does not live (${at})`).toBe(true)
              seen.add(at)
              at = parents.get(at) ?? null
            }
          }
          const db = database.db as ReadDb
          const rows = await db.transaction().execute(async (trx) => {
            await trx.deleteFrom("website_files").execute()
            await trx.deleteFrom("website_folders").execute()
            await websiteFilesProjection.applyBatch!(trx, recorded(events))
            return trx.selectFrom("website_folders").select(["id", "parent_id"]).orderBy("id").execute()
          })
          expect(rows).toEqual([...parents.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, parent_id]) => ({ id, parent_id })))
        }),
        { numRuns: 60 }
      )
    })
  })
}
