import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { FilledComingSoonContent } from "../website/content"
import {
  CreateWebsitePagePayload,
  SaveWebsitePagePayload,
  SlugPath,
  WebsitePage,
  WebsitePageListParams,
  WebsitePageSummaryPage,
  WebsitePageVersion,
  WebsitePageVersionSummary
} from "../website/dto"
import { Forbidden, NotFound, ValidationError } from "../shared/errors"
import { VERSION_BOUND, WholeNumberParam } from "../shared/query-values"
import { withDomainErrors } from "./domain-errors"
import { IdPath, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

const VersionPath = Schema.Struct({ id: Schema.String, version: WholeNumberParam("Version", VERSION_BOUND) })

/** The website pages' reads (administration spec section 7 "Website pages"): page `website-pages`, read. */
export class WebsitePagesApi extends HttpApiGroup.make("websitePages")
  .add(HttpApiEndpoint.get("list", "/website/pages").setUrlParams(WebsitePageListParams).addSuccess(WebsitePageSummaryPage))
  .add(HttpApiEndpoint.get("bySlug", "/website/pages/slug/:slug").setPath(SlugPath).addSuccess(WebsitePage).addError(NotFound))
  .add(HttpApiEndpoint.get("versions", "/website/pages/:id/versions").setPath(IdPath).addSuccess(Schema.Array(WebsitePageVersionSummary)).addError(NotFound))
  .add(HttpApiEndpoint.get("version", "/website/pages/:id/versions/:version").setPath(VersionPath).addSuccess(WebsitePageVersion).addError(NotFound))
  .addError(Forbidden)
  .addError(ValidationError)
  .middleware(Authentication) {}

/** GET /api/website/public/coming-soon: the public page's content, every default filled; no sign-in. */
export class PublicWebsiteApi extends HttpApiGroup.make("publicWebsite").add(
  HttpApiEndpoint.get("comingSoon", "/website/public/coming-soon").addSuccess(FilledComingSoonContent)
) {}

/** Create, save (a new version), restore an earlier version: page `website-pages`, create or edit. */
export class WebsitePageCommandsApi extends HttpApiGroup.make("websitePageCommands")
  .add(HttpApiEndpoint.post("create", "/website/pages").setPayload(CreateWebsitePagePayload).addSuccess(WebsitePage, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.put("save", "/website/pages/:id")).setPayload(SaveWebsitePagePayload).addSuccess(WebsitePage))
  .add(HttpApiEndpoint.post("restore", "/website/pages/:id/versions/:version/restore").setPath(VersionPath).addSuccess(WebsitePage))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
