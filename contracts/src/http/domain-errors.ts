import type { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { BusinessRuleViolation, Conflict, Forbidden, NotFound, PreconditionFailed, ValidationError } from "../shared/errors"

/**
 * Every write can be refused the same six ways (ARCHITECTURE section 6): invalid input,
 * a missing permission, an unknown id, a concurrent change, a business rule, and an edit made on
 * a version of the record that is no longer current (412).
 */
export const withDomainErrors = <Id extends string, Endpoints extends HttpApiEndpoint.HttpApiEndpoint.Any, Error, R, TopLevel extends boolean>(
  group: HttpApiGroup.HttpApiGroup<Id, Endpoints, Error, R, TopLevel>
) => group.addError(ValidationError).addError(Forbidden).addError(NotFound).addError(Conflict).addError(BusinessRuleViolation).addError(PreconditionFailed)
