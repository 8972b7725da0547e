/** A drying batch's start that takes its pieces from a warehouse's stock row (1" planks measured in mm, the kiln's usual start). */
export const dryingFromStock = (ids: { readonly warehouseId: string; readonly woodTypeId: string }, stockThickness: string, pieceCount: number) => ({
  warehouseId: ids.warehouseId,
  woodTypeId: ids.woodTypeId,
  thickness: 25.4,
  thicknessUnit: "mm",
  stockThickness,
  pieceCount,
  startingHumidity: 40,
  startingElectricityUnits: 500,
  // before the readings the specs date on 25 November (a reading is never dated before its batch started: issue 37)
  startTime: "2026-11-25T06:00:00.000Z",
  useStock: true
})
