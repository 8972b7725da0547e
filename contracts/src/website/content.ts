import { Schema } from "effect"
import { boundedList, boundedText } from "../shared/fields"

/** How long a picture's address may be (a data-dir path or a CDN address with its query). */
export const IMAGE_URL_MAX = 2_000
/** How many pictures the carousel holds at most: far above a coming-soon page's handful. */
export const CAROUSEL_IMAGES_MAX = 30

const line = (label: string) => Schema.optional(boundedText(label, 200))
const paragraph = (label: string) => Schema.optional(boundedText(label, 2_000, { multiline: true }))
const url = (label: string) => Schema.optional(boundedText(label, IMAGE_URL_MAX))

/** One carousel picture: its address and what a screen reader and the slide say about it. */
export const CarouselImage = Schema.Struct({
  src: boundedText("Image URL", IMAGE_URL_MAX),
  alt: line("Alt text"),
  title: line("Title"),
  description: paragraph("Description")
})
export type CarouselImage = typeof CarouselImage.Type

/**
 * The coming-soon page's content as an editor saved it (spec section 3). Every field may be
 * missing: the public read fills the defaults (`withComingSoonDefaults`).
 */
export const ComingSoonContent = Schema.Struct({
  mainTitle: line("Main title"),
  highlightedWord: line("Highlighted word"),
  subtitle: paragraph("Subtitle"),
  phone: line("Phone"),
  email: line("E-mail"),
  logoUrl: url("Logo URL"),
  carouselImages: Schema.optional(boundedList("Carousel images", CarouselImage, CAROUSEL_IMAGES_MAX))
})
export type ComingSoonContent = typeof ComingSoonContent.Type

/** The content with every field present: what the public page shows. */
export const FilledComingSoonContent = Schema.Struct({
  mainTitle: Schema.String,
  highlightedWord: Schema.String,
  subtitle: Schema.String,
  phone: Schema.String,
  email: Schema.String,
  logoUrl: Schema.String,
  carouselImages: Schema.Array(CarouselImage)
})
export type FilledComingSoonContent = typeof FilledComingSoonContent.Type
