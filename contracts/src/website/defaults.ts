import type { ComingSoonContent, FilledComingSoonContent } from "./content"

/** The page editor's page (spec section 9): the one the public page reads. */
export const COMING_SOON_SLUG = "coming-soon"
export const COMING_SOON_NAME = "Coming Soon Page"

/**
 * Section 3's defaults. The spec names them without their words for the subtitle, the phone and
 * the e-mail: these are this product's (website/README decisions). The sample pictures are files
 * the console ships under /carousel/ (small SVG drawings), so a fresh install shows a whole page.
 */
export const COMING_SOON_DEFAULTS: FilledComingSoonContent = {
  mainTitle: "Crafting Visions in Wood",
  highlightedWord: "Bold",
  subtitle: "Our new website is under construction. We are shaping something worth the wait: fine timber and furniture, made to last.",
  phone: "+255 700 000 000",
  email: "info@timber.works",
  logoUrl: "/logo.png",
  carouselImages: [
    {
      src: "/carousel/oak-dining-table.svg",
      alt: "Oak dining table",
      title: "Oak dining table",
      description: "Solid oak, hand-finished for everyday family meals."
    },
    { src: "/carousel/walnut-bookshelf.svg", alt: "Walnut bookshelf", title: "Walnut bookshelf", description: "Rich walnut shelving with hidden joinery." },
    {
      src: "/carousel/teak-outdoor-set.svg",
      alt: "Teak outdoor set",
      title: "Teak outdoor set",
      description: "Weather-proof teak for the garden and the veranda."
    },
    {
      src: "/carousel/mahogany-bed-frame.svg",
      alt: "Mahogany bed frame",
      title: "Mahogany bed frame",
      description: "A mahogany frame built to last generations."
    },
    {
      src: "/carousel/maple-kitchen-cabinets.svg",
      alt: "Maple kitchen cabinets",
      title: "Maple kitchen cabinets",
      description: "Light maple cabinets made to measure."
    }
  ]
}

const given = (value: string | undefined, fallback: string) => (value !== undefined && value.trim() !== "" ? value : fallback)

/**
 * The content with each missing (or blank) field taken from the defaults. A page saved with no
 * pictures shows the samples: the carousel is the public page's main feature (README decision).
 */
export const withComingSoonDefaults = (content: ComingSoonContent | null | undefined): FilledComingSoonContent => {
  const c = content ?? {}
  return {
    mainTitle: given(c.mainTitle, COMING_SOON_DEFAULTS.mainTitle),
    highlightedWord: given(c.highlightedWord, COMING_SOON_DEFAULTS.highlightedWord),
    subtitle: given(c.subtitle, COMING_SOON_DEFAULTS.subtitle),
    phone: given(c.phone, COMING_SOON_DEFAULTS.phone),
    email: given(c.email, COMING_SOON_DEFAULTS.email),
    logoUrl: given(c.logoUrl, COMING_SOON_DEFAULTS.logoUrl),
    carouselImages: c.carouselImages && c.carouselImages.length > 0 ? c.carouselImages : COMING_SOON_DEFAULTS.carouselImages
  }
}
