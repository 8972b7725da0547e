import { Schema } from "effect"

/** The file manager's ids (branded like the aggregates' ids in shared/ids.ts). */
export const WebsiteFolderId = Schema.String.pipe(Schema.brand("WebsiteFolderId"))
export type WebsiteFolderId = typeof WebsiteFolderId.Type
export const WebsiteFileId = Schema.String.pipe(Schema.brand("WebsiteFileId"))
export type WebsiteFileId = typeof WebsiteFileId.Type
