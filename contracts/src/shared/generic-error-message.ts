/**
 * What a user reads when an answer carries no message of its own. In a module of its own so a
 * screen that needs only this sentence (the console's sign-in page) does not load every error
 * class of the API with it.
 */
export const GENERIC_ERROR_MESSAGE = "An error occurred"
