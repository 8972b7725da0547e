/**
 * Where a request came from, for the per-address sign-in limit. The service's HttpApp, served on
 * Node's own request (the all-in-one's server or this service's own), removes any copy of this
 * header a client sent and sets it from the socket (`clientAddressFromSocket` in service.ts), so
 * it cannot be forged.
 */
export const CLIENT_ADDRESS_HEADER = "x-timber-client-address"

/**
 * Behind the edge every socket is the edge's, so the address is the last entry of
 * X-Forwarded-For: the one the edge appended (entries before it are the client's word).
 * Trusted only when the service is configured to sit behind such a proxy.
 */
export const clientAddress = (headers: Readonly<Record<string, string | undefined>>, trustForwardedFor: boolean): string => {
  const forwarded = trustForwardedFor ? headers["x-forwarded-for"]?.split(",").at(-1)?.trim() : undefined
  const address = forwarded || headers[CLIENT_ADDRESS_HEADER] || "unknown"
  // an IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1")
}

/** The request's headers with the socket's address in the header, replacing any copy the client sent. */
export const withSocketAddress = <V>(headers: Readonly<Record<string, V>>, socketAddress: string | undefined): Record<string, V | string> => {
  const { [CLIENT_ADDRESS_HEADER]: _forged, ...rest } = headers
  return socketAddress ? { ...rest, [CLIENT_ADDRESS_HEADER]: socketAddress } : rest
}
