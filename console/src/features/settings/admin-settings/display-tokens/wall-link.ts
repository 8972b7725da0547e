/** The address a wall screen opens: this console's /wall with the display token. */
export const wallLink = (token: string) => `${location.origin}/wall?token=${encodeURIComponent(token)}`
