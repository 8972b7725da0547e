import type { ProductSearchResult } from "@timber/contracts"
import { sql, type Kysely } from "kysely"

/**
 * Where the asset form's 'Search Product' looks (POST /api/assets/search-product). One interface;
 * the provider is chosen by ASSET_SEARCH_PROVIDER (command-service/README.md "Assets"):
 * `register` (the default) searches the company's own asset register, so buying a second of
 * something fills the form from the first; `serpapi` (with ASSET_SEARCH_API_KEY) asks Google
 * Shopping through SerpApi. A provider answers results or throws; the handler turns any throw
 * into 'Failed to search products'.
 */
export interface ProductSearchProvider {
  /** Shown in the dialog: which source answered. */
  readonly name: string
  readonly search: (query: string) => Promise<ReadonlyArray<ProductSearchResult>>
}

export const SEARCH_RESULTS_MAX = 10
const SEARCH_TIMEOUT_MS = 8_000

const words = (query: string) =>
  query
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8)
const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

interface RegisterRow {
  name: string
  brand: string | null
  model_number: string | null
  category_id: string
  category_name: string | null
  purchase_price: number | string
  image_url: string | null
  purchase_date: string | null
  supplier: string | null
}

/**
 * The company's own register, as the asset list's read model holds it (the `assets` and
 * `asset_categories` tables the projections keep; read here with one query, never written):
 * every word of the query must appear in the name, brand or model; one result per distinct
 * name, brand and model, the most recent purchase first (its price is the latest paid).
 */
export const registerSearch = (db: Kysely<any>): ProductSearchProvider => ({
  name: "Asset register",
  search: async (query) => {
    const terms = words(query)
    if (terms.length === 0) return []
    const matches = terms.map(
      (word) =>
        sql`(a.name ilike ${likeOf(word)} or coalesce(a.body->>'brand', '') ilike ${likeOf(word)} or coalesce(a.body->>'modelNumber', '') ilike ${likeOf(word)})`
    )
    const { rows } = await sql<RegisterRow>`
      select distinct on (lower(a.name), lower(coalesce(a.body->>'brand', '')), lower(coalesce(a.body->>'modelNumber', '')))
        a.name, a.body->>'brand' as brand, a.body->>'modelNumber' as model_number, a.category_id, c.name as category_name,
        a.purchase_price, a.body->>'imageUrl' as image_url, a.body->>'purchaseDate' as purchase_date, a.body->>'supplier' as supplier
      from assets a left join asset_categories c on c.id = a.category_id
      where ${sql.join(matches, sql` and `)}
      order by lower(a.name), lower(coalesce(a.body->>'brand', '')), lower(coalesce(a.body->>'modelNumber', '')), a.body->>'purchaseDate' desc nulls last, a.created_at desc
    `.execute(db)
    return rows
      .sort((x, y) => (y.purchase_date ?? "").localeCompare(x.purchase_date ?? ""))
      .slice(0, SEARCH_RESULTS_MAX)
      .map((row) => ({
        title: row.name,
        snippet: [row.brand, row.model_number, row.category_name, row.purchase_date && `bought ${row.purchase_date}`, row.supplier && `from ${row.supplier}`]
          .filter(Boolean)
          .join(" · "),
        image: row.image_url,
        price: Number(row.purchase_price),
        source: "Asset register",
        name: row.name,
        brand: row.brand,
        modelNumber: row.model_number,
        categoryId: row.category_id
      }))
  }
})

interface SerpApiShoppingResult {
  readonly title?: string
  readonly snippet?: string
  readonly thumbnail?: string
  readonly extracted_price?: number
  readonly source?: string
}

/** Google Shopping through SerpApi (https://serpapi.com/google-shopping-api). */
export const serpApiSearch = (apiKey: string, fetcher: typeof fetch = fetch): ProductSearchProvider => ({
  name: "Google Shopping (SerpApi)",
  search: async (query) => {
    const url = new URL("https://serpapi.com/search.json")
    url.searchParams.set("engine", "google_shopping")
    url.searchParams.set("q", query.trim())
    url.searchParams.set("api_key", apiKey)
    const response = await fetcher(url, { signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`SerpApi answered ${response.status}`)
    const body = (await response.json()) as { shopping_results?: ReadonlyArray<SerpApiShoppingResult> }
    return (body.shopping_results ?? [])
      .filter((r) => typeof r.title === "string" && r.title.length > 0)
      .slice(0, SEARCH_RESULTS_MAX)
      .map((r) => ({
        title: r.title!,
        snippet: r.snippet ?? "",
        image: r.thumbnail ?? null,
        price: typeof r.extracted_price === "number" ? r.extracted_price : null,
        source: r.source ?? "Google Shopping",
        name: r.title!,
        brand: null,
        modelNumber: null,
        categoryId: null
      }))
  }
})

/** ASSET_SEARCH_PROVIDER (`register` unless set) and ASSET_SEARCH_API_KEY; a web provider without its key is a start-up error, never a silent fallback. */
export const productSearchFromEnv = (env: Readonly<Record<string, string | undefined>>, db: Kysely<any>): ProductSearchProvider => {
  const chosen = (env.ASSET_SEARCH_PROVIDER ?? "register").trim().toLowerCase() || "register"
  switch (chosen) {
    case "register":
      return registerSearch(db)
    case "serpapi": {
      const key = env.ASSET_SEARCH_API_KEY?.trim()
      if (!key) throw new Error("ASSET_SEARCH_PROVIDER=serpapi needs ASSET_SEARCH_API_KEY")
      return serpApiSearch(key)
    }
    default:
      throw new Error(`ASSET_SEARCH_PROVIDER must be register or serpapi, not ${chosen}`)
  }
}
