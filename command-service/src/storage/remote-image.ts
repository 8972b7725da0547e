import { Bounds } from "@timber/contracts"
import { lookup as dnsLookup } from "node:dns"
import http from "node:http"
import https from "node:https"
import { BlockList, isIP, type LookupFunction } from "node:net"
import { imageMimeOf } from "./images"

/**
 * Fetching a product picture from an address a user typed (POST /api/assets/upload-image-url),
 * without letting that address reach inside the factory's network (SSRF): only http and https;
 * every host resolved once and every resolved address checked against `AddressPolicy` BEFORE
 * connecting, the connection made to exactly that checked address (pinned through the request's
 * `lookup`, so a second DNS answer can't swap it: DNS rebinding) and the socket's peer checked
 * again once connected; redirects followed by hand, at most MAX_REDIRECTS, each hop checked the
 * same way; the body cut off past Bounds.file.imageBytes and the whole fetch past TIMEOUT_MS;
 * the bytes must be a PNG, JPEG or WebP by their magic bytes (storeImage's own check decides
 * the rest when the picture is stored).
 */

/** Whether the server may connect to this address (an IP literal, as resolved). */
export type AddressPolicy = (address: string) => boolean

/** A name resolver shaped like dns.lookup with `all: true`; tests inject one to point names at chosen addresses. */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<{ readonly address: string; readonly family: number }>>

export const MAX_REDIRECTS = 3
export const TIMEOUT_MS = 5_000

/** Every range that is not the public internet: private, loopback, link-local, unspecified, multicast, CGNAT, documentation, reserved. */
const NOT_PUBLIC = (() => {
  const list = new BlockList()
  for (const [net, prefix] of [
    ["0.0.0.0", 8], // "this network", unspecified
    ["10.0.0.0", 8], // private
    ["100.64.0.0", 10], // CGNAT
    ["127.0.0.0", 8], // loopback
    ["169.254.0.0", 16], // link-local (the cloud metadata address 169.254.169.254)
    ["172.16.0.0", 12], // private
    ["192.0.0.0", 24], // IETF protocol assignments
    ["192.0.2.0", 24], // documentation
    ["192.88.99.0", 24], // 6to4 relay anycast
    ["192.168.0.0", 16], // private
    ["198.18.0.0", 15], // benchmarking
    ["198.51.100.0", 24], // documentation
    ["203.0.113.0", 24], // documentation
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4] // reserved and broadcast
  ] as const)
    list.addSubnet(net, prefix, "ipv4")
  for (const [net, prefix] of [
    ["::", 96], // unspecified, loopback (::1) and IPv4-compatible
    ["64:ff9b::", 96], // NAT64: an IPv4 address inside
    ["64:ff9b:1::", 48], // local NAT64
    ["100::", 64], // discard
    ["2001::", 23], // IETF protocol assignments (Teredo among them)
    ["2001:db8::", 32], // documentation
    ["2002::", 16], // 6to4: an IPv4 address inside
    ["fc00::", 7], // unique local
    ["fe80::", 10], // link-local
    ["fec0::", 10], // site-local (deprecated)
    ["ff00::", 8] // multicast
  ] as const)
    list.addSubnet(net, prefix, "ipv6")
  return list
})()

/** Production: a public unicast address only. */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const family = isIP(address)
  if (family === 0) return false
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1) against the IPv4 ranges too
  return !NOT_PUBLIC.check(address, family === 6 ? "ipv6" : "ipv4")
}

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))))

export interface RemoteImageOptions {
  readonly policy?: AddressPolicy
  readonly resolve?: Resolver
  readonly timeoutMs?: number
  readonly maxBytes?: number
}

/** Why a fetch was refused: logged, never shown (the user always reads the one sentence of section 8). */
export class RemoteImageRefused extends Error {
  readonly _tag = "RemoteImageRefused"
}

const refuse = (reason: string): never => {
  throw new RemoteImageRefused(reason)
}

/** The URL's host resolved and checked: the one address the connection may use. */
const checkedAddress = async (url: URL, policy: AddressPolicy, resolve: Resolver): Promise<{ address: string; family: number }> => {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1")
  const literal = isIP(host)
  const addresses = literal !== 0 ? [{ address: host, family: literal }] : await resolve(host)
  if (addresses.length === 0) refuse(`${host} does not resolve`)
  // every answer must be public: a name answering one public and one private address is refused
  const blocked = addresses.find((a) => !policy(a.address))
  if (blocked) refuse(`${host} resolves to ${blocked.address}, which is not a public address`)
  return addresses[0]!
}

interface Hop {
  readonly status: number
  readonly location: string | null
  readonly bytes: Uint8Array | null
}

/** One request to one checked, pinned address; the body read within `maxBytes`. */
const requestOnce = (url: URL, pinned: { address: string; family: number }, policy: AddressPolicy, maxBytes: number, signal: AbortSignal): Promise<Hop> =>
  new Promise<Hop>((resolve, reject) => {
    // the connection goes to the address checked above, whatever DNS answers now
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }])
      else callback(null, pinned.address, pinned.family)
    }
    const client = url.protocol === "https:" ? https : http
    const request = client.request(url, {
      method: "GET",
      lookup,
      signal,
      headers: { accept: "image/png,image/jpeg,image/webp", "user-agent": "TimberWorks/1.0" },
      agent: false
    })
    request.on("socket", (socket) =>
      socket.on("connect", () => {
        // belt and braces: the peer actually connected to is checked too
        const peer = socket.remoteAddress ?? ""
        if (!policy(peer)) request.destroy(new RemoteImageRefused(`connected to ${peer}, which is not a public address`))
      })
    )
    request.on("error", reject)
    request.on("response", (response) => {
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400) {
        response.resume()
        resolve({ status, location: response.headers.location ?? null, bytes: null })
        return
      }
      if (status !== 200) {
        response.resume()
        reject(new RemoteImageRefused(`answered ${status}`))
        return
      }
      const declared = Number(response.headers["content-length"] ?? "0")
      if (declared > maxBytes) {
        response.destroy()
        reject(new RemoteImageRefused(`declares ${declared} bytes`))
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on("data", (chunk: Buffer) => {
        size += chunk.byteLength
        if (size > maxBytes) {
          response.destroy(new RemoteImageRefused(`more than ${maxBytes} bytes`))
          return
        }
        chunks.push(chunk)
      })
      response.on("error", reject)
      response.on("end", () => resolve({ status, location: null, bytes: new Uint8Array(Buffer.concat(chunks)) }))
    })
    request.end()
  })

/**
 * The picture at `address`, or a RemoteImageRefused (or a network error) saying why not. The
 * bytes are a PNG, JPEG or WebP by their first bytes and at most `maxBytes`.
 */
export const fetchRemoteImage = async (address: string, options: RemoteImageOptions = {}): Promise<Uint8Array> => {
  const policy = options.policy ?? publicAddressesOnly
  const resolve = options.resolve ?? systemResolver
  const maxBytes = options.maxBytes ?? Bounds.file.imageBytes
  // one deadline for every hop together
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS)
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return refuse("not a URL")
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") refuse(`${url.protocol} is not http or https`)
    if (url.username || url.password) refuse("credentials in the URL")
    const pinned = await checkedAddress(url, policy, resolve)
    if (signal.aborted) refuse("timed out")
    const answer = await requestOnce(url, pinned, policy, maxBytes, signal)
    if (answer.bytes !== null) {
      if (imageMimeOf(answer.bytes) === null) refuse("not a PNG, JPEG or WebP picture")
      return answer.bytes
    }
    if (answer.location === null) refuse(`redirect ${answer.status} without a Location`)
    url = new URL(answer.location!, url)
  }
  return refuse(`more than ${MAX_REDIRECTS} redirects`)
}
