import { decodeEvent, WoodTypeId, WoodTypeMessages, woodTypeCatalogueOf, BusinessRuleViolation } from "@timber/contracts"
import { fold, WOOD_TYPE_USES_PER_PERIOD, WoodTypeDecider, WoodTypeUsesDecider, woodTypeStream, woodTypeUsesStream } from "@timber/domain"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCommandOn, streamOf, type CommandEnvelope, type Streams } from "./execute"
import { idSource } from "./ids"
import { closeWoodTypeUses, countWoodTypeUse, releaseWoodTypeUse, woodTypeOf } from "./wood-type-use"

const envelope = (scope: string): CommandEnvelope => ({
  actor: { userId: "u1", email: "asha@timber.works" },
  correlationId: scope,
  causationId: scope,
  occurredAt: "2026-12-06T08:00:00.000Z",
  ids: idSource(scope)
})
const refusal = () => new BusinessRuleViolation({ message: "Please select a wood type" })
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect))

let database: Database
let store: EventStore
let woodTypes = 0

/** A new wood type: its id, and how to use, release and delete it, each as one command of its own. */
const aWoodType = async () => {
  const woodTypeId = WoodTypeId.make(`wt-${++woodTypes}-${Date.now()}`)
  await run(
    runCommandOn(store, envelope(`create-${woodTypeId}`), (streams) =>
      streams.decide(streamOf(WoodTypeDecider, woodTypeStream(woodTypeId)), {
        _tag: "CreateWoodType",
        woodTypeId,
        name: woodTypeId,
        grade: null,
        catalogue: woodTypeCatalogueOf({ name: woodTypeId })
      })
    )
  )
  const use = (usedBy: string) => runCommandOn(store, envelope(`use-${usedBy}`), (streams) => countWoodTypeUse(streams, woodTypeId, usedBy, refusal))
  const release = (usedBy: string) => runCommandOn(store, envelope(`release-${usedBy}`), (streams) => releaseWoodTypeUse(streams, woodTypeId, usedBy))
  const remove = (meanwhile?: () => Promise<unknown>) => {
    let tries = 0
    return runCommandOn(store, envelope(`delete-${woodTypeId}`), (streams) =>
      Effect.gen(function* () {
        const { recorded } = yield* streams.read(woodTypeOf(woodTypeId))
        yield* streams.decide(woodTypeOf(woodTypeId), { _tag: "DeleteWoodType", woodTypeId })
        yield* closeWoodTypeUses(streams, woodTypeId, recorded)
        // another request's command lands between this try's reads and its append
        if (tries++ === 0 && meanwhile) yield* Effect.promise(meanwhile)
      })
    )
  }
  const books = async (period: number) => {
    const recorded = await Effect.runPromise(store.readStream(woodTypeUsesStream(woodTypeId, period)))
    return {
      recorded,
      state: fold(
        WoodTypeUsesDecider,
        recorded.map((e) => decodeEvent(WoodTypeUsesDecider.events, e))
      )
    }
  }
  return { woodTypeId, use, release, remove, books }
}

for (const target of testDatabases("the run's engine")) {
  describe(`a wood type's uses on its books (${target.name})`, () => {
    beforeAll(async () => {
      database = await target.open({ poolSize: 16 })
      store = await makeSqlEventStore(database)
    })
    afterAll(async () => {
      await store.close()
      await database.close()
    })

    it("given a use counted between a delete's reads and its append, then the delete is decided again and refused with the spec's message", async () => {
      const oak = await aWoodType()
      await run(oak.use("Lot-first"))
      await run(oak.release("Lot-first"))
      const deleted = await run(oak.remove(() => run(oak.use("Lot-late"))))
      expect(Either.isLeft(deleted) && deleted.left.message).toBe(WoodTypeMessages.inUse)
      expect((await oak.books(0)).state).toMatchObject({ _tag: "Open", count: 1 })
    })

    it("given a delete that lands between a use's reads and its append, then the use is refused and the books end with the delete", async () => {
      const ash = await aWoodType()
      await run(ash.use("Lot-first"))
      await run(ash.release("Lot-first"))
      let tries = 0
      const used = await run(
        runCommandOn(store, envelope("use-racing"), (streams) =>
          Effect.gen(function* () {
            yield* countWoodTypeUse(streams, ash.woodTypeId, "Lot-racing", refusal)
            if (tries++ === 0) yield* Effect.promise(() => run(ash.remove()))
          })
        )
      )
      expect(Either.isLeft(used) && used.left.message).toBe("Please select a wood type")
      const { recorded, state } = await ash.books(0)
      expect(state).toMatchObject({ _tag: "Closed", next: null, count: 0 })
      expect(recorded.at(-1)!.type).toBe("WoodTypeUsesClosed")
    })

    it("given a carry-over that commits between a retry's read of the full period and its read of the next, then the use is decided again and counted in the next period", async () => {
      const teak = await aWoodType()
      const early = Array.from({ length: WOOD_TYPE_USES_PER_PERIOD - 1 }, (_, i) => `Lot-early-${i}`)
      await Effect.runPromise(Effect.forEach(early, (user) => teak.use(user), { concurrency: 8 }))
      const nextPeriod = woodTypeUsesStream(teak.woodTypeId, 1)
      let carryOverMeanwhile: (() => Promise<unknown>) | null = () => run(teak.use("Lot-meanwhile"))
      const racing: EventStore = {
        ...store,
        readStream: (streamId, ...rest) =>
          Effect.suspend(() => {
            const meanwhile = streamId === nextPeriod ? carryOverMeanwhile : null
            carryOverMeanwhile = streamId === nextPeriod ? null : carryOverMeanwhile
            return Effect.zipRight(meanwhile ? Effect.promise(meanwhile) : Effect.void, store.readStream(streamId, ...rest))
          })
      }
      // the first try loses its append on another stream, created meanwhile: the next try reads the full period, then the next one
      const decoy = WoodTypeId.make(`${teak.woodTypeId}-decoy`)
      const createDecoy = (streams: Streams) =>
        streams.decide(
          streamOf(WoodTypeDecider, woodTypeStream(decoy)),
          {
            _tag: "CreateWoodType",
            woodTypeId: decoy,
            name: decoy,
            grade: null,
            catalogue: woodTypeCatalogueOf({ name: decoy })
          },
          { assumeNew: true }
        )
      let tries = 0
      const used = await run(
        runCommandOn(racing, envelope("use-between"), (streams) =>
          Effect.gen(function* () {
            if (tries === 0) yield* createDecoy(streams)
            yield* countWoodTypeUse(streams, teak.woodTypeId, "Lot-between", refusal)
            if (tries++ === 0) yield* Effect.promise(() => run(runCommandOn(store, envelope(`create-${decoy}`), createDecoy)))
          })
        )
      )
      expect(used).toMatchObject({ _tag: "Right" })
      const { state, recorded } = await teak.books(1)
      expect(state).toMatchObject({ _tag: "Open", count: WOOD_TYPE_USES_PER_PERIOD + 1 })
      expect(recorded.map((event) => (event.data as { usedBy?: string }).usedBy).filter(Boolean)).toEqual(["Lot-meanwhile", "Lot-between"])
    }, 120_000)

    it("given more uses than a period holds, counted at once, then every period stays short, the count carries over, and the delete goes once every user is released", async () => {
      const pine = await aWoodType()
      const users = Array.from({ length: WOOD_TYPE_USES_PER_PERIOD + 30 }, (_, i) => `Lot-${i}`)
      const used = await Effect.runPromise(Effect.forEach(users, (user) => Effect.either(pine.use(user)), { concurrency: 8 }))
      expect(used.filter(Either.isLeft)).toEqual([])
      const periods = [await pine.books(0), await pine.books(1)]
      for (const { recorded } of periods) expect(recorded.length).toBeLessThanOrEqual(WOOD_TYPE_USES_PER_PERIOD + 8)
      expect(periods.map(({ state }) => state._tag)).toEqual(["Closed", "Open"])
      expect(periods[1]!.state).toMatchObject({ count: users.length })
      expect(Either.isLeft(await run(pine.remove()))).toBe(true)
      await Effect.runPromise(Effect.forEach(users, (user) => pine.release(user), { concurrency: 8 }))
      expect(Either.isRight(await run(pine.remove()))).toBe(true)
    }, 120_000)
  })
}
