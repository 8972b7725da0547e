import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { humanFileSize } from "./human-size"

describe("humanFileSize", () => {
  it("says the spec's units with at most two decimals", () => {
    expect(humanFileSize(0)).toBe("0 Bytes")
    expect(humanFileSize(512)).toBe("512 Bytes")
    expect(humanFileSize(1536)).toBe("1.5 KB")
    expect(humanFileSize(1024 * 1024 * 2.345)).toBe("2.35 MB")
    expect(humanFileSize(1024 ** 3 * 3)).toBe("3 GB")
    expect(humanFileSize(1024 ** 4)).toBe("1024 GB")
  })

  it("for any size: a number of at most two decimals, a unit of Bytes/KB/MB/GB, and it reads back within rounding", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 42 }), (bytes) => {
        const match = /^(\d+(?:\.\d{1,2})?) (Bytes|KB|MB|GB)$/.exec(humanFileSize(bytes))
        expect(match).not.toBeNull()
        const [, number, unit] = match!
        const power = ["Bytes", "KB", "MB", "GB"].indexOf(unit!)
        expect(Math.abs(Number(number) * 1024 ** power - bytes)).toBeLessThanOrEqual(0.005 * 1024 ** power)
        // the largest unit that keeps the number at least 1 (GB never grows beyond)
        if (power < 3) expect(Number(number)).toBeLessThan(1024)
        expect(Number(number)).toBeGreaterThanOrEqual(1)
      })
    ))
})
