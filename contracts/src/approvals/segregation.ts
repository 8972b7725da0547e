/**
 * Segregation of duties: nobody decides a request raised by their own action,
 * whatever its kind (slicing operation, calculation, receipt) and whatever path decides it (the
 * approvals endpoint, the factory operation's PATCH to approved). The server refuses with
 * `SELF_DECISION_MESSAGE`; the Approvals screen reads the same rule to offer no Approve/Reject on
 * such a request and shows the same sentence on its row. A request with no known requestor (raised
 * before requestors were recorded) is anybody's to decide.
 */
export const raisedByDecider = (requestorId: string | null | undefined, deciderId: string | null | undefined): boolean =>
  requestorId != null && deciderId != null && requestorId === deciderId

/** Why the requestor may not decide their own request: the server's refusal and the Approvals row say it alike. */
export const SELF_DECISION_MESSAGE = "You raised this request — another approver must decide it (segregation of duties)"
