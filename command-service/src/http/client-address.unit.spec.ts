import { describe, expect, it } from "vitest"
import { CLIENT_ADDRESS_HEADER, clientAddress, withSocketAddress } from "./client-address"

describe("the client address of a sign-in", () => {
  it("given a service behind the edge, then the address is the X-Forwarded-For entry the edge appended, not the ones the client wrote", () => {
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, 203.0.113.7", [CLIENT_ADDRESS_HEADER]: "10.0.0.2" }, true)).toBe("203.0.113.7")
  })

  it("given a service facing clients directly, then X-Forwarded-For is the client's word and ignored", () => {
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6", [CLIENT_ADDRESS_HEADER]: "198.51.100.4" }, false)).toBe("198.51.100.4")
  })

  it("given an IPv4 client on a dual-stack socket, then it counts as its IPv4 address", () => {
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: "::ffff:198.51.100.4" }, false)).toBe("198.51.100.4")
  })

  it("given a request that forges the internal header, then the socket's address replaces it", () => {
    expect(withSocketAddress({ [CLIENT_ADDRESS_HEADER]: "1.2.3.4", accept: "*/*" }, "198.51.100.4")).toEqual({
      accept: "*/*",
      [CLIENT_ADDRESS_HEADER]: "198.51.100.4"
    })
  })
})
