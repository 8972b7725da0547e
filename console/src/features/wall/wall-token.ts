const STORED_TOKEN = "timber.wall.token"

/**
 * The display token of this screen: taken from `?token=` once, kept in the browser's storage and
 * removed from the address bar, so a reload or a power cut brings the wall back without the link,
 * and the token is not on screen, in the history or in a photo of the screen. Without one in the
 * address, the stored one.
 */
export const takeWallToken = (): string | null => {
  const url = new URL(window.location.href)
  const fromUrl = url.searchParams.get("token")?.trim()
  if (fromUrl) {
    window.localStorage.setItem(STORED_TOKEN, fromUrl)
    url.searchParams.delete("token")
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`)
    return fromUrl
  }
  return window.localStorage.getItem(STORED_TOKEN)
}
