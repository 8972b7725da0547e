import { accessToken, dropAccessToken, holdAccessToken } from "./access-token"

/**
 * Where the console keeps the session in the browser (spec sections 2 and 4). The spec keeps the
 * bearer token in local storage; it is kept in memory only (access-token.ts) and the
 * session in an HttpOnly cookie, so no script can take what signs requests. The remembered e-mail
 * and the redirect stay where the spec puts them.
 */
export const REMEMBERED_EMAIL_KEY = "rememberedEmail"
export const REDIRECT_URL_KEY = "redirectUrl"

export const session = {
  token: accessToken,
  setToken: holdAccessToken,
  clearToken: dropAccessToken,
  rememberedEmail: () => localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? "",
  /** Keeps the e-mail (never the password) when ticked; removes it when not. */
  rememberEmail: (remember: boolean, email: string) =>
    remember ? localStorage.setItem(REMEMBERED_EMAIL_KEY, email) : localStorage.removeItem(REMEMBERED_EMAIL_KEY),
  storeRedirect: (url: string) => sessionStorage.setItem(REDIRECT_URL_KEY, url),
  peekRedirect: () => sessionStorage.getItem(REDIRECT_URL_KEY),
  takeRedirect: () => {
    const url = sessionStorage.getItem(REDIRECT_URL_KEY)
    sessionStorage.removeItem(REDIRECT_URL_KEY)
    return url
  }
}
