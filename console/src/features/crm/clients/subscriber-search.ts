import type { Subscriber } from "@timber/contracts"

/** The subscribers whose e-mail holds the search text, whatever its case and surrounding spaces. */
export const matchingSubscribers = (subscribers: ReadonlyArray<Subscriber>, search: string): ReadonlyArray<Subscriber> => {
  const needle = search.trim().toLowerCase()
  return needle === "" ? subscribers : subscribers.filter((s) => s.email.toLowerCase().includes(needle))
}
