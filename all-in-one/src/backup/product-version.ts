import { readFileSync } from "node:fs"
import { join } from "node:path"

/** The product's version as the root package.json names it: written into every backup's manifest. */
export const PRODUCT_VERSION: string = (JSON.parse(readFileSync(join(import.meta.dirname, "../../../package.json"), "utf8")) as { version: string }).version
