import { COMING_SOON_DEFAULTS, type ComingSoonContent } from "@timber/contracts"

/** A carousel item as the editor holds it: every field a string (an empty field is ""). */
export interface EditorImage {
  readonly src: string
  readonly alt: string
  readonly title: string
  readonly description: string
}

/** The page's content as the editor's fields hold it. */
export interface EditorContent {
  readonly mainTitle: string
  readonly highlightedWord: string
  readonly subtitle: string
  readonly phone: string
  readonly email: string
  readonly logoUrl: string
  readonly carouselImages: ReadonlyArray<EditorImage>
}

export const EMPTY_IMAGE: EditorImage = { src: "", alt: "", title: "", description: "" }

/**
 * The fields from saved content: what the page has, the section 3 defaults for what it lacks (a page
 * never saved, or one whose load failed, shows the defaults: spec section 8). A carousel saved empty
 * stays empty here, so the editor shows what was saved.
 */
export const editorContentOf = (saved: ComingSoonContent | null | undefined): EditorContent => {
  const d = COMING_SOON_DEFAULTS
  const c = saved ?? {}
  return {
    mainTitle: c.mainTitle ?? d.mainTitle,
    highlightedWord: c.highlightedWord ?? d.highlightedWord,
    subtitle: c.subtitle ?? d.subtitle,
    phone: c.phone ?? d.phone,
    email: c.email ?? d.email,
    logoUrl: c.logoUrl ?? d.logoUrl,
    carouselImages: (c.carouselImages ?? d.carouselImages).map((image) => ({
      src: image.src,
      alt: image.alt ?? "",
      title: image.title ?? "",
      description: image.description ?? ""
    }))
  }
}

/** What Save Changes sends: the fields trimmed; a carousel item without a picture is left out (it would show a broken image). */
export const contentToSave = (content: EditorContent): ComingSoonContent => ({
  mainTitle: content.mainTitle.trim(),
  highlightedWord: content.highlightedWord.trim(),
  subtitle: content.subtitle.trim(),
  phone: content.phone.trim(),
  email: content.email.trim(),
  logoUrl: content.logoUrl.trim(),
  carouselImages: content.carouselImages
    .filter((image) => image.src.trim() !== "")
    .map((image) => ({ src: image.src.trim(), alt: image.alt.trim(), title: image.title.trim(), description: image.description.trim() }))
})
