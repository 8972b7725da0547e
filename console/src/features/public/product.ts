/** The product's name as the public page's footer says it. */
export const PRODUCT = "Timber Works"
