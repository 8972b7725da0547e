import { describe, expect, it } from "vitest"
import { preferredEncoding } from "./content-encoding"

describe("the encoding an answer goes out in", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0", null],
    ["identity", null],
    ["gzip;q=0, br;q=0", null],
    ["", null],
    [undefined, null]
  ] as const)("given Accept-Encoding %j, then %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})
