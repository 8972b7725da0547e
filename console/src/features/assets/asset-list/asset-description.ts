/** The table shows at most this much of a description under the name (administration spec section 2). */
export const DESCRIPTION_SHOWN = 50

/** A description cut to 50 characters, "…" saying there is more; blank is none. */
export const shortDescription = (description: string | null): string | null => {
  const text = description?.trim() ?? ""
  if (text === "") return null
  return text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN)}…` : text
}
