import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { lotLabel, operationLines, plankCode, slicerFigures, tilePage, typedSize, type TypedSize } from "./slicer-figures"

const size = (heightIn: number, widthIn: number, lengthFt: number, quantity = 1): TypedSize => ({
  heightIn: String(heightIn),
  widthIn: String(widthIn),
  lengthFt: String(lengthFt),
  quantity: String(quantity)
})

describe("the slicer's figures (factory spec section 9)", () => {
  it("waste % is floored at 0 and rounded to 2 decimals", () => {
    // an 8 x 8 in sleeper into four 3 x 3 in planks: 1 - 36/64 = 43.75 %
    expect(slicerFigures(size(8, 8, 10), [size(3, 3, 0, 4)]).wastePercentage).toBe(43.75)
    // planks bigger than the sleeper: floored at 0, never negative
    expect(slicerFigures(size(4, 4, 10), [size(4, 4, 0, 3)]).wastePercentage).toBe(0)
    // one third: 33.33
    expect(slicerFigures(size(3, 3, 10), [size(2, 3, 0, 1)]).wastePercentage).toBe(33.33)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 30 }), (h, w, q) => {
        const waste = slicerFigures(size(12, 12, 8), [size(h / 4, w / 4, 0, q)]).wastePercentage
        return waste >= 0 && waste <= 100 && Number(waste.toFixed(2)) === waste
      })
    )
  })

  it("given a sleeper measured in cm (15 × 24 × 300), when it is sliced as shown in inches and feet, then the operation keeps its measured cm and m and its planks its 3 m, not the sizes re-rounded through the display", () => {
    const sleeper = typedSize({ height: 15, width: 24, length: 3, quantity: 1 })
    expect(sleeper).toMatchObject({ heightIn: "5.906", widthIn: "9.449", lengthFt: "9.843" })
    const { sleeperLines, plankLines } = operationLines(sleeper, [size(2, 8, 0, 2)])
    expect(sleeperLines[0]).toMatchObject({ height: 15, width: 24, length: 3 })
    expect(plankLines[0]).toMatchObject({ height: 5.08, width: 20.32, length: 3, quantity: 2 })
    // a field the user retypes is taken as typed
    const retyped = operationLines({ ...sleeper, lengthFt: "9" }, [size(2, 8, 0)])
    expect(retyped.sleeperLines[0]).toMatchObject({ height: 15, width: 24, length: 2.7432 })
    expect(retyped.plankLines[0]!.length).toBe(2.7432)
    // a saved plank opened again keeps its stored size
    const saved = operationLines(sleeper, [typedSize({ height: 5.1, width: 20.3, length: 3, quantity: 1 })])
    expect(saved.plankLines[0]).toMatchObject({ height: 5.1, width: 20.3, length: 3 })
  })

  it("plank codes are SL{sleeper padded to 3}-{plank padded to 2}", () => {
    expect(plankCode(7, 3)).toBe("SL007-03")
    expect(plankCode(123, 12)).toBe("SL123-12")
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 99 }), (s, p) => /^SL\d{3}-\d{2}$/.test(plankCode(s, p))))
  })

  it("tiles come 50 to a page, with page-jump buttons for up to 10 pages and '+N more' beyond", () => {
    expect(tilePage(120, 2)).toMatchObject({ numbers: Array.from({ length: 20 }, (_, i) => 101 + i), pages: 3, jumps: [0, 1, 2], more: 0 })
    expect(tilePage(620, 0)).toMatchObject({ pages: 13, jumps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], more: 3 })
    expect(tilePage(0, 0)).toMatchObject({ numbers: [], pages: 1 })
    // past the first ten pages: the block holding the current page, and the way back
    expect(tilePage(620, 0)).toMatchObject({ nextBlock: 10, earlier: 0, previousBlock: null })
    expect(tilePage(620, 11)).toMatchObject({
      numbers: Array.from({ length: 50 }, (_, i) => 551 + i),
      jumps: [10, 11, 12],
      more: 0,
      nextBlock: null,
      earlier: 10,
      previousBlock: 0
    })
    expect(tilePage(1210, 12)).toMatchObject({ pages: 25, jumps: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], more: 5, nextBlock: 20, previousBlock: 0 })
  })

  it("property: every sleeper of a LOT of any size is reachable from the first page by the page buttons and '+N more', and the way back by 'earlier'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.nat(), (count, seed) => {
        const sleeper = (seed % count) + 1
        const target = Math.floor((sleeper - 1) / 50)
        // forward: '+N more' until the target's block shows, then its page button
        let view = tilePage(count, 0)
        while (!view.jumps.includes(target)) {
          if (view.nextBlock === null) return false
          view = tilePage(count, view.nextBlock)
        }
        if (!tilePage(count, target).numbers.includes(sleeper)) return false
        // back: 'earlier' until the first block
        view = tilePage(count, target)
        while (view.previousBlock !== null) view = tilePage(count, view.previousBlock)
        return view.jumps[0] === 0
      })
    )
  })

  it("labels a LOT Completed once its receipt was submitted, Draft while measured, else Not Started", () => {
    expect(lotLabel({ status: "COMPLETED", actualPieces: 12 })).toBe("Completed")
    expect(lotLabel({ status: "SLICING", actualPieces: 12 })).toBe("Completed")
    expect(lotLabel({ status: "PENDING_APPROVAL", actualPieces: 12 })).toBe("Completed")
    expect(lotLabel({ status: "PROCESSING", actualPieces: null })).toBe("Draft")
    expect(lotLabel({ status: "PENDING", actualPieces: null })).toBe("Not Started")
  })
})
