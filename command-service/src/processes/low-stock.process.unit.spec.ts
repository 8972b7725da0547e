import {
  StockEvent,
  StockFellBelowMinimum,
  WarehouseCreated,
  WarehouseEvent,
  WarehouseId,
  WarehouseUpdated,
  WarehouseUsersAssigned,
  WoodTypeCreated,
  WoodTypeEvent,
  WoodTypeId,
  WoodTypeUpdated,
  StockRowId,
  UserId
} from "@timber/contracts"
import { stockRowStream, warehouseStream, woodTypeStream } from "@timber/domain"
import { describe, it } from "vitest"
import { lowStockProcess } from "./low-stock.process"
import { ADMIN, notificationRaised } from "./testing/fixtures"
import { eventsOf, processSpec } from "./testing/process-spec"

const spec = processSpec(lowStockProcess)
const warehouse = eventsOf(WarehouseEvent)
const woodType = eventsOf(WoodTypeEvent)
const stock = eventsOf(StockEvent)

const details = { code: "WH-1", name: "Main yard", address: "Plot 4, Mbeya", contactPerson: "Juma", stockControlEnabled: true, requiresApproval: false }
const W1 = WarehouseId.make("w1")
const WT1 = WoodTypeId.make("wt-1")
const WAREHOUSE = warehouseStream(W1)
const mainYard = warehouse(WAREHOUSE, WarehouseCreated.make({ warehouseId: W1, ...details }), { by: ADMIN })
const assigned = (...userIds: ReadonlyArray<string>) =>
  warehouse(WAREHOUSE, WarehouseUsersAssigned.make({ warehouseId: W1, userIds: userIds.map((id) => UserId.make(id)) }), { by: ADMIN })
const mvule = woodType(woodTypeStream(WT1), WoodTypeCreated.make({ woodTypeId: WT1, name: "Mvule", grade: "A" }), { by: ADMIN })

const row = { warehouseId: W1, woodTypeId: WoodTypeId.make("wt-1"), thickness: '2"' }
/** A movement took the row's 2" Mvule in w1 to 3 pieces available, below its minimum of 10. */
const fellBelow = stock(stockRowStream(row), StockFellBelowMinimum.make({ stockRowId: StockRowId.make('w1~wt-1~2"'), ...row, available: 3, minimum: 10 }))

const lowStock = (userId: string, message: string) =>
  notificationRaised(userId, { type: "LOW_STOCK", title: "Low stock", message, linkUrl: "/dashboard/factory/inventory" })

describe("low stock notifications", () => {
  it("given a warehouse with two users assigned, when one of its rows falls below its minimum, then each of them is told, one notification each", async () => {
    await spec
      .given(mvule, mainYard, assigned("u-1", "u-2"))
      .when(fellBelow)
      .then(
        lowStock("u-1", 'Mvule 2" in Main yard: 3 available, below the minimum of 10'),
        lowStock("u-2", 'Mvule 2" in Main yard: 3 available, below the minimum of 10')
      )
  })

  it("given the warehouse and the wood type renamed after the users were assigned, when a row falls below, then the users are told with today's names", async () => {
    await spec
      .given(
        mvule,
        mainYard,
        assigned("u-1"),
        warehouse(WAREHOUSE, WarehouseUpdated.make({ warehouseId: W1, ...details, name: "North yard" }), { by: ADMIN }),
        woodType(woodTypeStream(WT1), WoodTypeUpdated.make({ woodTypeId: WT1, name: "Mninga", grade: "B" }), { by: ADMIN })
      )
      .when(fellBelow)
      .then(lowStock("u-1", 'Mninga 2" in North yard: 3 available, below the minimum of 10'))
  })

  it("given a wood type it never heard of, when a row of it falls below, then the users are told of 'Wood'", async () => {
    await spec.given(mainYard, assigned("u-1")).when(fellBelow).then(lowStock("u-1", 'Wood 2" in Main yard: 3 available, below the minimum of 10'))
  })

  it("given a warehouse nobody is assigned to (any more), when a row falls below, then nobody is told", async () => {
    await spec.given(mvule, mainYard).when(fellBelow).thenNothing()
    await spec.given(mvule, mainYard, assigned("u-1"), assigned()).when(fellBelow).thenNothing()
  })

  it("given no such warehouse, when a row falls below, then nothing is issued", async () => {
    await spec.given(mvule).when(fellBelow).thenNothing()
  })

  it("when a warehouse, its users or a wood type change, then nothing is issued", async () => {
    await spec.given().when(mainYard).thenNothing()
    await spec.given(mainYard).when(assigned("u-1")).thenNothing()
    await spec.given().when(mvule).thenNothing()
  })

  it("given a warehouse with users assigned, when the fall is delivered again, then each user is told once", async () => {
    await spec.given(mvule, mainYard, assigned("u-1", "u-2")).when(fellBelow).thenRedeliveryRepeatsNothing()
  })
})
