import { format } from "date-fns"

/** A moment as an `<input type="datetime-local">` holds it: the browser's local time, to the minute. */
export const dateTimeLocal = (moment: Date | string = new Date()) => format(typeof moment === "string" ? new Date(moment) : moment, "yyyy-MM-dd'T'HH:mm")
