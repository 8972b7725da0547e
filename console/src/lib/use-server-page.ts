import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { GridPaginationModel, GridSortModel } from "@mui/x-data-grid"
import type { SortOrder } from "@timber/contracts"
import { useEffect, useMemo, useState } from "react"
import { listCountOf } from "./list-count"

/** One page as every list call answers it (contracts' `Page`). */
export interface ServerPage<Item> {
  readonly items: ReadonlyArray<Item>
  readonly nextCursor: string | null
  readonly total: number
  /** More records match than the server counts (contracts' PAGE_TOTAL_CAP): `total` is a lower bound. */
  readonly totalCapped?: boolean
}

/** What a list call is asked for: contracts' `pageParams`, the list's own filters beside them. */
export type ServerPageParams<Sort extends string, Filters> = Filters & {
  readonly limit: number
  readonly cursor?: string
  readonly sort?: Sort
  readonly order?: SortOrder
  readonly q?: string
}

export interface ServerPageOptions<Item, Sort extends string, Filters> {
  /** The list's query key: every page's key starts with it, so what invalidates the list (a live topic, a write) reads the page shown again. */
  readonly queryKey: ReadonlyArray<unknown>
  /** The list call, e.g. `(urlParams) => call((api) => api.lots.list({ urlParams }))`. */
  readonly fetchPage: (params: ServerPageParams<Sort, Filters>) => Promise<ServerPage<Item>>
  /** The grid column (field) each server sort is asked by; a column not named here is not sortable. */
  readonly sortFields: Readonly<Record<string, Sort>>
  /** The screen's page sizes; the first is the one shown first unless `pageSize` says otherwise. */
  readonly pageSizeOptions: ReadonlyArray<number>
  readonly pageSize?: number
  /** The list's filters (status, wood type…): a change starts again at page 1. */
  readonly filters?: Filters
  /** How long the search box waits for the typing to stop before it asks the server. */
  readonly debounceMs?: number
  /** A read failure the screen handles itself (e.g. the spec's quiet 404): passed to useQuery's meta. */
  readonly meta?: Record<string, unknown>
}

/** The search text once the typing has stopped for `ms`. */
export const useDebounced = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * A list read a page at a time from the server, for a DataGrid in server mode
 * (`ServerDataGrid`). The server pages by cursor, not by page number, so the hook keeps the
 * cursor of each page the user has reached: page n + 1 is asked with page n's `nextCursor`, and
 * going back asks a page's own cursor again. A new sort, search, filter or page size names a
 * different sequence, whose cursors are not this one's: it starts again at page 1.
 */
export const useServerPage = <Item, Sort extends string, Filters extends object = Record<never, never>>(options: ServerPageOptions<Item, Sort, Filters>) => {
  const { queryKey, fetchPage, sortFields, pageSizeOptions, filters, debounceMs = 300, meta } = options
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: options.pageSize ?? pageSizeOptions[0] ?? 50 })
  const [sortModel, setSortModel] = useState<GridSortModel>([])
  const [search, setSearch] = useState("")
  const q = useDebounced(search.trim(), debounceMs)
  /** cursors[n]: what asks page n (page 0 needs none). */
  const [cursors, setCursors] = useState<ReadonlyArray<string | undefined>>([undefined])

  const sortItem = sortModel[0]
  const sort = sortItem?.sort ? sortFields[sortItem.field] : undefined
  const order: SortOrder | undefined = sort && sortItem?.sort ? sortItem.sort : undefined
  const filterKey = JSON.stringify(filters ?? {})
  const sequence = JSON.stringify([sort, order, q, filterKey, paginationModel.pageSize])

  // a new sequence starts at page 1 with no cursor known (set while rendering: no page is asked with a stale cursor)
  const [shownSequence, setShownSequence] = useState(sequence)
  if (shownSequence !== sequence) {
    setShownSequence(sequence)
    setCursors([undefined])
    if (paginationModel.page !== 0) setPaginationModel({ ...paginationModel, page: 0 })
  }

  const page = shownSequence === sequence ? paginationModel.page : 0
  const params = useMemo(() => {
    const cursor = cursors[page]
    return {
      ...(filters ?? ({} as Filters)),
      limit: paginationModel.pageSize,
      ...(cursor === undefined ? {} : { cursor }),
      ...(sort === undefined ? {} : { sort, order }),
      ...(q === "" ? {} : { q })
    } as ServerPageParams<Sort, Filters>
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursors, page, paginationModel.pageSize, sort, order, q, filterKey])

  const query = useQuery({
    queryKey: [...queryKey, "page", params],
    queryFn: () => fetchPage(params),
    // the page shown stays while the next one loads: the grid does not blink empty
    placeholderData: keepPreviousData,
    ...(meta === undefined ? {} : { meta })
  })

  // the page read tells where the next one starts
  const nextCursor = query.isPlaceholderData ? undefined : query.data?.nextCursor
  useEffect(() => {
    if (nextCursor === undefined) return
    setCursors((known) => {
      if (nextCursor === null) return known.slice(0, page + 1)
      if (known[page + 1] === nextCursor) return known
      return [...known.slice(0, page + 1), nextCursor]
    })
  }, [nextCursor, page])

  const onPaginationModelChange = (model: GridPaginationModel) => {
    // only a page whose cursor is known can be asked (the grid moves one page at a time)
    if (model.pageSize === paginationModel.pageSize && model.page > 0 && cursors[model.page] === undefined) return
    setPaginationModel(model)
  }

  return {
    query,
    rows: query.data?.items ?? [],
    // past the server's count cap the pager says "more than" and moves on while a next page exists
    total: query.data?.totalCapped ? -1 : (query.data?.total ?? 0),
    /** The count for a heading or a tab (`countLabel`): undefined while the first page is on its way, "1,000+" past the cap. */
    count: query.data === undefined ? undefined : listCountOf(query.data),
    hasNextPage: (query.data?.nextCursor ?? null) !== null,
    search,
    setSearch,
    grid: {
      paginationModel: { ...paginationModel, page },
      onPaginationModelChange,
      sortModel,
      onSortModelChange: setSortModel,
      pageSizeOptions,
      sortFields
    }
  }
}

export type ServerPageState<Item> = ReturnType<typeof useServerPage<Item, string, object>>
