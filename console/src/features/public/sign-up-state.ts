import { SignUpMessages } from "@timber/contracts/website/messages"

/**
 * The sign-up form's states (spec section 4): idle, loading, success, error; success and error go
 * back to idle after 3 s. A plain reducer rather than an XState machine: the public page's bundle
 * stays small for visitors on a phone network (README).
 */
export type SignUpState =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly message: string }
  | { readonly status: "error"; readonly message: string }

export type SignUpEvent =
  { readonly type: "SUBMIT" } | { readonly type: "DONE" } | { readonly type: "FAILED"; readonly message: string } | { readonly type: "RESET" }

export const SIGN_UP_RESET_MS = 3_000

export const signUpReducer = (state: SignUpState, event: SignUpEvent): SignUpState => {
  switch (event.type) {
    case "SUBMIT":
      return state.status === "idle" || state.status === "error" ? { status: "loading" } : state
    case "DONE":
      return state.status === "loading" ? { status: "success", message: SignUpMessages.success } : state
    case "FAILED":
      return state.status === "loading" ? { status: "error", message: event.message } : state
    case "RESET":
      return state.status === "success" || state.status === "error" ? { status: "idle" } : state
  }
}

/** The sentence of a refused sign-up: the server's own on a 429 (it says when to try again), else the spec's. */
export const failureMessage = async (response: Response): Promise<string> => {
  if (response.status === 429) {
    try {
      const body = (await response.json()) as { message?: unknown }
      if (typeof body.message === "string" && body.message.trim()) return body.message
    } catch {
      // no readable body: the general sentence
    }
  }
  return SignUpMessages.failure
}
