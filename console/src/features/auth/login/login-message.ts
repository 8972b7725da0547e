/** The sign-in page's message mapping by text (spec section 8 "Login"). */
export const signInMessage = (message: string | undefined): string => {
  const text = (message ?? "").toLowerCase()
  if (text.includes("invalid credentials") || text.includes("password")) return "Invalid email or password. Please try again."
  if (text.includes("email") || text.includes("user not found")) return "No account found with this email address."
  return message || "Failed to login. Please try again."
}
