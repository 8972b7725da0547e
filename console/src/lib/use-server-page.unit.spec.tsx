// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { GridColDef } from "@mui/x-data-grid"
import { afterEach, describe, expect, it } from "vitest"
import { renderAt } from "../testing/render"
import { ServerDataGrid } from "../ui/ServerDataGrid"
import { useServerPage, type ServerPage, type ServerPageParams } from "./use-server-page"

interface Row {
  readonly id: string
  readonly name: string
}
type Sort = "name"

/** A fake list call: 25 rows, answered a page at a time, each page's cursor naming where the next one starts. */
const fakeServer = () => {
  const asked: Array<ServerPageParams<Sort, { status?: string }>> = []
  const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: `r${String(i + 1).padStart(2, "0")}`, name: `Row ${i + 1}` }))
  const fetchPage = async (params: ServerPageParams<Sort, { status?: string }>): Promise<ServerPage<Row>> => {
    asked.push(params)
    const sorted = params.sort === "name" ? rows.toSorted((a, b) => (params.order === "desc" ? -1 : 1) * a.name.localeCompare(b.name)) : rows
    const start = params.cursor ? sorted.findIndex((row) => `after-${row.id}` === params.cursor) + 1 : 0
    const items = sorted.slice(start, start + params.limit)
    const more = start + params.limit < sorted.length
    return { items, nextCursor: more ? `after-${items.at(-1)!.id}` : null, total: rows.length }
  }
  return { asked, fetchPage }
}

const columns: GridColDef<Row>[] = [
  { field: "name", headerName: "Name", flex: 1 },
  { field: "id", headerName: "Id", flex: 1 }
]

const List = ({ fetchPage }: { fetchPage: (params: ServerPageParams<Sort, { status?: string }>) => Promise<ServerPage<Row>> }) => {
  const page = useServerPage<Row, Sort, { status?: string }>({
    queryKey: ["rows"],
    fetchPage,
    sortFields: { name: "name" },
    pageSizeOptions: [10, 25]
  })
  return (
    <>
      <input aria-label="Search" value={page.search} onChange={(event) => page.setSearch(event.target.value)} />
      <ServerDataGrid page={page} columns={columns} autoHeight />
    </>
  )
}

const shownIds = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("gridcell")[1]?.textContent)

afterEach(cleanup)

describe("a grid paged by the server (useServerPage + ServerDataGrid)", () => {
  it("given page 1 shown, when the user moves to page 2, then page 2 is asked with page 1's nextCursor and shows rows 11–20 of 25", async () => {
    const server = fakeServer()
    renderAt(<List fetchPage={server.fetchPage} />)
    await screen.findByText("Row 1")
    expect(server.asked[0]).toEqual({ limit: 10 })
    expect(screen.getByText("1–10 of 25")).toBeTruthy()

    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    await screen.findByText("Row 11")
    expect(server.asked.at(-1)).toEqual({ limit: 10, cursor: "after-r10" })
    expect(shownIds()).toEqual(["r11", "r12", "r13", "r14", "r15", "r16", "r17", "r18", "r19", "r20"])
    expect(screen.getByText("11–20 of 25")).toBeTruthy()

    // back to page 1 asks page 1 again (no cursor), not the page after page 2
    fireEvent.click(screen.getByRole("button", { name: "Go to previous page" }))
    await screen.findByText("Row 1")
    expect(server.asked.at(-1)).toEqual({ limit: 10 })
  })

  it("given page 2 shown, when the user sorts by a column or searches, then the list starts again at page 1 with no cursor", async () => {
    const server = fakeServer()
    renderAt(<List fetchPage={server.fetchPage} />)
    await screen.findByText("Row 1")
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    await screen.findByText("Row 11")

    fireEvent.change(screen.getByLabelText("Search"), { target: { value: " Row " } })
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ limit: 10, q: "Row" }))
    await waitFor(() => expect(screen.getByText("1–10 of 25")).toBeTruthy())

    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ limit: 10, q: "Row", cursor: "after-r10" }))
    fireEvent.click(screen.getByRole("columnheader", { name: "Name" }).querySelector(".MuiDataGrid-columnHeaderTitleContainer")!)
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ limit: 10, q: "Row", sort: "name", order: "asc" }))
    await waitFor(() => expect(screen.getByText("1–10 of 25")).toBeTruthy())
    // a column the server cannot sort by offers no sorting
    const sortable = (name: string) => screen.getByRole("columnheader", { name }).classList.contains("MuiDataGrid-columnHeader--sortable")
    expect([sortable("Name"), sortable("Id")]).toEqual([true, false])
  })

  it("given a list longer than the server counts, then the pager says how far the total is known and moves on while a next page exists", async () => {
    const capped = async (params: ServerPageParams<Sort, { status?: string }>): Promise<ServerPage<Row>> => ({
      items: Array.from({ length: params.limit }, (_, i) => ({ id: `c${i}`, name: `Capped ${i}` })),
      nextCursor: "more",
      total: 1_000,
      totalCapped: true
    })
    renderAt(<List fetchPage={capped} />)
    await screen.findByText("Capped 0")
    expect(screen.getByText("1–10 of more than 1,000")).toBeTruthy()
    expect((screen.getByRole("button", { name: "Go to next page" }) as HTMLButtonElement).disabled).toBe(false)
  })
})
