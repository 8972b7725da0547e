import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { SubscribeAnswer, SubscribePayload, SubscriberList, SubscriberListParams, UnsubscribeAnswer } from "../newsletter/dto"
import { Forbidden, NotFound, TooManyRequests, ValidationError } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

/**
 * The public side of the mailing list (no sign-in): the Coming Soon page's sign-up, and the
 * unsubscribe link's confirmation (the link opens /unsubscribe?token=…, which posts the token).
 */
export class NewsletterPublicApi extends HttpApiGroup.make("newsletterPublic")
  .add(HttpApiEndpoint.post("subscribe", "/crm/newsletter/subscribe").setPayload(SubscribePayload).addSuccess(SubscribeAnswer))
  .add(
    HttpApiEndpoint.post("unsubscribe", "/crm/newsletter/unsubscribe")
      .setPayload(Schema.Struct({ token: Schema.String }))
      .addSuccess(UnsubscribeAnswer)
  )
  .addError(ValidationError)
  .addError(NotFound)
  .addError(TooManyRequests) {}

/** DELETE /api/crm/newsletter/subscribers/{id}: erases the subscriber (page `crm-clients`, delete). */
export class NewsletterCommandsApi extends HttpApiGroup.make("newsletterCommands")
  .add(onSeenVersion(HttpApiEndpoint.del("delete", "/crm/newsletter/subscribers/:id")).addSuccess(Schema.Void, { status: 204 }))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}

/** GET /api/crm/newsletter/subscribers: a page of the list and its stats (page `crm-clients`, read); each row with its unsubscribe link. */
export class NewsletterApi extends HttpApiGroup.make("newsletter")
  .add(HttpApiEndpoint.get("subscribers", "/crm/newsletter/subscribers").setUrlParams(SubscriberListParams).addSuccess(SubscriberList))
  .addError(Forbidden)
  .addError(ValidationError)
  .middleware(Authentication) {}
