/** Where the console keeps the session in the browser (spec sections 2 and 4). */
export const TOKEN_KEY = "token"
export const REMEMBERED_EMAIL_KEY = "rememberedEmail"
export const REDIRECT_URL_KEY = "redirectUrl"

export const session = {
  token: () => localStorage.getItem(TOKEN_KEY),
  setToken: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clearToken: () => localStorage.removeItem(TOKEN_KEY),
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
