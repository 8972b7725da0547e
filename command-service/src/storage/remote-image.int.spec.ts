import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fetchRemoteImage, publicAddressesOnly, RemoteImageRefused, type AddressPolicy, type Resolver } from "./remote-image"

/**
 * The product picture fetch against real HTTP servers (issue 29 item 2). The "public" shop is a
 * server on 127.0.0.2 (Linux answers all of 127/8 on loopback): the injected policy treats that
 * one address as public and is otherwise the production policy, so every refusal below is the
 * production rule refusing; the "internal" server listens on 127.0.0.1 and counts the requests
 * that reached it, which must stay 0. DNS names are pointed with an injected resolver (the fetch
 * resolves once and connects to the address it checked; decided in command-service/README.md).
 */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64")
const SHOP = "127.0.0.2"
const standIn: AddressPolicy = (address) => address === SHOP || publicAddressesOnly(address)

let shop: Server
let internal: Server
let shopPort = 0
let internalPort = 0
let internalHits = 0

const listen = (server: Server, host: string) => new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)))

const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(302, { location })
  response.end()
}

beforeAll(async () => {
  internal = createServer((_request, response) => {
    internalHits++
    response.writeHead(200, { "content-type": "image/png" })
    response.end(PNG)
  })
  internalPort = await listen(internal, "127.0.0.1")
  shop = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://shop")
    switch (url.pathname) {
      case "/saw.png":
        response.writeHead(200, { "content-type": "image/png" })
        return response.end(PNG)
      case "/to":
        return redirect(response, url.searchParams.get("target") ?? "/")
      case "/moved":
        return redirect(response, "/saw.png")
      case "/loop":
        return redirect(response, "/loop")
      case "/page.html":
        response.writeHead(200, { "content-type": "image/png" })
        return response.end("<html>not a picture</html>")
      case "/huge-declared":
        response.writeHead(200, { "content-type": "image/png", "content-length": String(3 * 1024 * 1024) })
        return response.end()
      case "/huge-streamed": {
        // no length declared: the reader must stop by itself
        response.writeHead(200, { "content-type": "image/png" })
        response.write(PNG)
        const chunk = Buffer.alloc(256 * 1024)
        let sent = 0
        const more = () => {
          if (sent++ > 40 || response.destroyed) return response.end()
          response.write(chunk, more)
        }
        return more()
      }
      case "/slow":
        // never answers
        return
      default:
        response.writeHead(404)
        return response.end()
    }
  })
  shopPort = await listen(shop, SHOP)
})
afterAll(async () => {
  shop?.closeAllConnections()
  internal?.closeAllConnections()
  await Promise.all([new Promise((r) => shop?.close(r)), new Promise((r) => internal?.close(r))])
})

const names =
  (table: Record<string, ReadonlyArray<string>>): Resolver =>
  async (hostname) => {
    const answer = table[hostname]
    if (!answer) throw new Error(`ENOTFOUND ${hostname}`)
    return answer.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))
  }
const shopUrl = (path: string, host = SHOP) => `http://${host}:${shopPort}${path}`
const refused = async (address: string, options: Parameters<typeof fetchRemoteImage>[1] = {}) => {
  const before = internalHits
  await expect(fetchRemoteImage(address, { policy: standIn, timeoutMs: 2_000, ...options })).rejects.toBeInstanceOf(RemoteImageRefused)
  expect(internalHits, `${address} reached the internal server`).toBe(before)
}

describe("fetching a product picture from a URL", () => {
  it("given a PNG at a public shop's address, by IP or by name, then its bytes, following a redirect within the shop", async () => {
    expect(Buffer.from(await fetchRemoteImage(shopUrl("/saw.png"), { policy: standIn }))).toEqual(PNG)
    const byName = await fetchRemoteImage(shopUrl("/moved", "shop.example"), { policy: standIn, resolve: names({ "shop.example": [SHOP] }) })
    expect(Buffer.from(byName)).toEqual(PNG)
  })

  it("given loopback, private 10/8 or the metadata address 169.254.169.254, then refused before any connection", async () => {
    await refused(`http://127.0.0.1:${internalPort}/saw.png`)
    await refused(`http://10.0.0.1:${internalPort}/saw.png`)
    await refused("http://169.254.169.254/latest/meta-data/")
    await refused(`http://[::1]:${internalPort}/saw.png`)
    await refused(`http://[::ffff:127.0.0.1]:${internalPort}/saw.png`)
  })

  it("given a shop that redirects to loopback, 10/8 or 169.254.169.254, then the redirect is refused and the internal server never hears of it", async () => {
    await refused(shopUrl(`/to?target=${encodeURIComponent(`http://127.0.0.1:${internalPort}/saw.png`)}`))
    await refused(shopUrl(`/to?target=${encodeURIComponent(`http://10.1.2.3:${internalPort}/saw.png`)}`))
    await refused(shopUrl(`/to?target=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`))
    // and to a name that resolves inside
    await refused(shopUrl(`/to?target=${encodeURIComponent(`http://inside.example:${internalPort}/saw.png`)}`), {
      resolve: names({ "inside.example": ["127.0.0.1"] })
    })
  })

  it("given a DNS name resolving to loopback, 10/8 or 169.254.169.254 (or to a public and a private address at once), then refused", async () => {
    const resolve = names({
      "loop.example": ["127.0.0.1"],
      "lan.example": ["10.0.0.7"],
      "meta.example": ["169.254.169.254"],
      "mixed.example": [SHOP, "127.0.0.1"],
      "mapped.example": ["::ffff:7f00:1"]
    })
    for (const host of ["loop.example", "lan.example", "meta.example", "mixed.example", "mapped.example"])
      await refused(`http://${host}:${internalPort}/saw.png`, { resolve })
  })

  it("given a name that answers the shop first and loopback afterwards (DNS rebinding), then the connection stays on the address that was checked", async () => {
    let asked = 0
    const rebinding: Resolver = async () => [{ address: asked++ === 0 ? SHOP : "127.0.0.1", family: 4 }]
    const before = internalHits
    // the shop's port: had the connection looked the name up again it would have reached 127.0.0.1 instead
    const bytes = await fetchRemoteImage(`http://rebind.example:${shopPort}/saw.png`, { policy: standIn, resolve: rebinding })
    expect(Buffer.from(bytes)).toEqual(PNG)
    expect(asked).toBe(1)
    expect(internalHits).toBe(before)
  })

  it("given something other than an http(s) picture within the size and time caps, then refused", async () => {
    await refused("file:///etc/passwd")
    await refused("ftp://example.com/saw.png")
    await refused("not a url")
    await refused(shopUrl("/page.html"))
    await refused(shopUrl("/huge-declared"))
    await refused(shopUrl("/huge-streamed"))
    await refused(shopUrl("/loop"))
    const started = Date.now()
    await expect(fetchRemoteImage(shopUrl("/slow"), { policy: standIn, timeoutMs: 300 })).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

describe("the production address policy", () => {
  it("refuses private, loopback, link-local, unspecified, multicast, CGNAT and their IPv6 forms (IPv4-mapped too); takes public addresses", () => {
    const inside = [
      "127.0.0.1",
      "127.255.255.254",
      "10.0.0.1",
      "10.255.255.255",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "100.64.0.1",
      "100.127.255.255",
      "224.0.0.1",
      "239.255.255.250",
      "255.255.255.255",
      "198.18.0.1",
      "::",
      "::1",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "0:0:0:0:0:ffff:7f00:1",
      "64:ff9b::7f00:1",
      "2002:7f00:1::",
      "not-an-address"
    ]
    const outside = ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "193.0.14.129", "2606:4700:4700::1111", "2a00:1450:4001::200e", "::ffff:8.8.8.8"]
    expect(inside.filter(publicAddressesOnly)).toEqual([])
    expect(outside.filter((a) => !publicAddressesOnly(a))).toEqual([])
  })
})
