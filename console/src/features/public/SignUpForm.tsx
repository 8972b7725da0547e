import { useEffect, useReducer, useState, type FormEvent } from "react"
import { SignUpMessages } from "@timber/contracts/website/messages"
import { failureMessage, SIGN_UP_RESET_MS, signUpReducer } from "./sign-up-state"

export const SUBSCRIBE_PATH = "/api/crm/newsletter/subscribe"

/** The mailing-list sign-up (spec sections 2, 4 and 8): posts `{ email }`, says how it went, and is ready again after 3 s. */
export function SignUpForm() {
  const [state, send] = useReducer(signUpReducer, { status: "idle" })
  const [email, setEmail] = useState("")
  const busy = state.status === "loading" || state.status === "success"

  useEffect(() => {
    if (state.status !== "success" && state.status !== "error") return
    const timer = setTimeout(() => send({ type: "RESET" }), SIGN_UP_RESET_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    send({ type: "SUBMIT" })
    try {
      const response = await fetch(SUBSCRIBE_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: email.trim() })
      })
      if (!response.ok) return send({ type: "FAILED", message: await failureMessage(response) })
      setEmail("")
      send({ type: "DONE" })
    } catch {
      send({ type: "FAILED", message: SignUpMessages.failure })
    }
  }

  return (
    <form className="signup" onSubmit={submit} noValidate={false}>
      <label className="visually-hidden" htmlFor="signup-email">
        Email address
      </label>
      <div className="signup-row">
        <input
          id="signup-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={busy}>
          {state.status === "loading" ? "Sending..." : "Notify Me"}
        </button>
      </div>
      <p className={`signup-message ${state.status}`} role="status" aria-live="polite">
        {state.status === "success" || state.status === "error" ? state.message : ""}
      </p>
    </form>
  )
}
