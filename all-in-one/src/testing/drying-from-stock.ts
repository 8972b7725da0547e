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
  // before the readings the specs date on 25 November (a reading is never dated before its batch started)
  startTime: "2026-11-25T06:00:00.000Z",
  useStock: true
})

/** A kiln batch of 40 pieces that takes nothing from stock, its meter at 1000 units when it started `startTime` (the frozen-cost specs' batch). */
export const dryingWithoutStock = (woodTypeId: string, startTime: string) => ({
  woodTypeId,
  thickness: 25.4,
  pieceCount: 40,
  startingElectricityUnits: 1000,
  startTime,
  useStock: false
})

/**
 * A kiln batch that ran 29 hours and completed an hour ago, its second reading pasting `sms` (a LUKU
 * recharge the register records): what the kiln-costs process freezes a cost for. Returns its id.
 */
export const completedBatchWithRecharge = async (
  write: (method: string, path: string, body: unknown) => Promise<{ readonly id: string }>,
  woodTypeId: string,
  sms: string
) => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
  const { id } = await write("POST", "/factory/drying-processes", dryingWithoutStock(woodTypeId, hoursAgo(30)))
  for (const [hours, electricityMeter, lukuSms] of [
    [24, 950, null],
    [20, 1020, sms],
    [6, 900, null]
  ] as const)
    await write("POST", `/factory/drying-processes/${id}/readings`, { electricityMeter, humidity: 12, readingTime: hoursAgo(hours), lukuSms })
  await write("PUT", `/factory/drying-processes/${id}`, { status: "COMPLETED", endTime: hoursAgo(1) })
  return id
}
