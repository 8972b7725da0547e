import { Schema } from "effect"

export const WebsitePageId = Schema.String.pipe(Schema.brand("WebsitePageId"))
export type WebsitePageId = typeof WebsitePageId.Type
