// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { renderAt } from "../../../../testing/render"
import { SleeperTiles } from "./SleeperTiles"

afterEach(cleanup)

const pages = () => within(screen.getByLabelText("Sleeper pages"))
const pageButtons = () =>
  pages()
    .getAllByRole("button", { name: /^Page \d+$/ })
    .map((b) => b.textContent)

describe("the sleeper tile grid past ten pages (issue 25)", () => {
  it("given a LOT of 620 sleepers (13 pages), when '+3 more' is pressed, then pages 11–13 are offered and page 13 shows sleeper 620; '−10 earlier' leads back to pages 1–10", () => {
    renderAt(<SleeperTiles count={620} operations={new Map()} selected={null} onChoose={() => undefined} />)
    expect(pageButtons()).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    expect(screen.getByRole("button", { name: "Sleeper 1, available" })).toBeTruthy()

    fireEvent.click(pages().getByRole("button", { name: "+3 more pages: go to page 11" }))
    expect(pageButtons()).toEqual(["11", "12", "13"])
    expect(screen.getByRole("button", { name: "Sleeper 501, available" })).toBeTruthy()
    expect(pages().queryByRole("button", { name: /more pages/ })).toBeNull()

    fireEvent.click(pages().getByRole("button", { name: "Page 13" }))
    expect(screen.getByRole("button", { name: "Sleeper 620, available" })).toBeTruthy()

    fireEvent.click(pages().getByRole("button", { name: "10 earlier pages: go to page 1" }))
    expect(pageButtons()).toHaveLength(10)
    expect(screen.getByRole("button", { name: "Sleeper 1, available" })).toBeTruthy()
  })
})
