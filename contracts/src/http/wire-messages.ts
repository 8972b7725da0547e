/**
 * The sentences of the wire's own refusals, which every service's edge answers before any
 * handler runs (the rules that answer them live in server-edge): a 415, an address that can't be
 * read, a head too long, bytes that are not HTTP, and the one sentence of every 500.
 */
export const WireMessages = {
  jsonOnly: "Send the request body as JSON (Content-Type: application/json)",
  imageOnly: "Send the picture's bytes as the body (Content-Type: application/octet-stream, image/png, image/jpeg or image/webp)",
  documentOnly: "Send the document's bytes as the body (Content-Type: application/octet-stream, application/pdf, image/png, image/jpeg or image/webp)",
  address: "The address contains a character that is not allowed (a control character such as %00, or a broken %-escape)",
  headTooLarge: "The address and headers of the request are too long (16 kB at most): send long values in the body",
  unreadable: "The request could not be read as HTTP"
} as const

/** The one sentence of every 500, from every service and the all-in-one process: nothing internal leaks. */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong on the server. Try again."
