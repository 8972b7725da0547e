import { describe, expect, it } from "vitest"
import { productSearchFromEnv, serpApiSearch } from "./product-search"

/** A Google Shopping answer in the shape SerpApi documents (https://serpapi.com/google-shopping-api), trimmed to what the form reads. */
const SERPAPI_ANSWER = {
  search_metadata: { status: "Success" },
  shopping_results: [
    {
      position: 1,
      title: 'Makita LB1200F 12" Band Saw',
      link: "https://example.com/makita-lb1200f",
      source: "Tool Depot",
      price: "$1,249.00",
      extracted_price: 1249,
      thumbnail: "https://encrypted-tbn0.gstatic.com/shopping?q=tbn:abc",
      snippet: "305 mm wheels, 900 W motor"
    },
    { position: 2, title: "", source: "Nowhere", extracted_price: 1 },
    { position: 3, title: "Band saw blade 2240 mm", source: "Blades Ltd" }
  ]
}

describe("the SerpApi product search (ASSET_SEARCH_PROVIDER=serpapi): given SerpApi's documented answer", () => {
  it("asks Google Shopping with the query and the key, and fills the form's result from title, snippet, thumbnail, extracted price and source; untitled results are left out", async () => {
    const asked: URL[] = []
    const search = serpApiSearch("key-123", async (input) => {
      asked.push(new URL(String(input)))
      return new Response(JSON.stringify(SERPAPI_ANSWER), { headers: { "content-type": "application/json" } })
    })
    const results = await search.search("  makita band saw ")
    expect(asked.map((url) => [url.origin + url.pathname, url.searchParams.get("engine"), url.searchParams.get("q"), url.searchParams.get("api_key")])).toEqual(
      [["https://serpapi.com/search.json", "google_shopping", "makita band saw", "key-123"]]
    )
    expect(results).toEqual([
      {
        title: 'Makita LB1200F 12" Band Saw',
        snippet: "305 mm wheels, 900 W motor",
        image: "https://encrypted-tbn0.gstatic.com/shopping?q=tbn:abc",
        price: 1249,
        source: "Tool Depot",
        name: 'Makita LB1200F 12" Band Saw',
        brand: null,
        modelNumber: null,
        categoryId: null
      },
      {
        title: "Band saw blade 2240 mm",
        snippet: "",
        image: null,
        price: null,
        source: "Blades Ltd",
        name: "Band saw blade 2240 mm",
        brand: null,
        modelNumber: null,
        categoryId: null
      }
    ])
  })

  it("an answer other than 200 (a bad key: 401) is a failure the form shows as 'Failed to search products', never an empty list", async () => {
    const search = serpApiSearch("wrong", async () => new Response(JSON.stringify({ error: "Invalid API key." }), { status: 401 }))
    await expect(search.search("saw")).rejects.toThrow("SerpApi answered 401")
  })

  it("serpapi without its key stops the start with a sentence; an unknown provider too", () => {
    expect(() => productSearchFromEnv({ ASSET_SEARCH_PROVIDER: "serpapi" }, null as never)).toThrow("ASSET_SEARCH_PROVIDER=serpapi needs ASSET_SEARCH_API_KEY")
    expect(() => productSearchFromEnv({ ASSET_SEARCH_PROVIDER: "bing" }, null as never)).toThrow("ASSET_SEARCH_PROVIDER must be register or serpapi, not bing")
  })
})
