import type { Subscriber } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { matchingSubscribers } from "./subscriber-search"

const row = (email: string): Subscriber => ({
  id: email,
  email,
  source: "coming-soon",
  status: "active",
  subscribedAt: "2026-11-28T10:00:00Z",
  unsubscribePath: "/unsubscribe?token=t"
})
const list = [row("anna@example.com"), row("Bruno@Timber.works"), row("carla@example.org")]

describe("search by email", () => {
  it("keeps the addresses holding the text, case and surrounding spaces aside", () =>
    expect(matchingSubscribers(list, "  TIMBER ").map((s) => s.email)).toEqual(["Bruno@Timber.works"]))
  it("keeps everyone for an empty search", () => expect(matchingSubscribers(list, " ")).toHaveLength(3))
  it("keeps no one when nothing holds the text", () => expect(matchingSubscribers(list, "zed")).toEqual([]))
})
