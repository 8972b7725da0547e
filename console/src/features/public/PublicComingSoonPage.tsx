import type { FilledComingSoonContent } from "@timber/contracts/website/content"
import { SignUpMessages } from "@timber/contracts/website/messages"
import { useEffect, useState } from "react"
import { Carousel } from "./Carousel"
import { fetchComingSoon } from "./coming-soon-content"
import { PRODUCT } from "./product"
import { SignUpForm } from "./SignUpForm"

/** The phone number as a tel: link takes it: digits and a leading +. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

/**
 * The public Coming Soon page (spec section 2): shows nothing until its content arrives, and
 * nothing when it can't be had. Its own small bundle (coming-soon.html): no console code.
 */
export function PublicComingSoonPage() {
  const [content, setContent] = useState<FilledComingSoonContent | null>(null)

  useEffect(() => {
    const abort = new AbortController()
    void fetchComingSoon(abort.signal).then((found) => {
      if (!abort.signal.aborted) setContent(found)
    })
    return () => abort.abort()
  }, [])

  if (!content) return null
  return (
    <div className="page">
      <main className="hero">
        <div className="intro">
          <img className="logo" src={content.logoUrl} alt={`${PRODUCT} logo`} width={96} height={96} />
          <div className="text">
            <p className="badge">{SignUpMessages.badge}</p>
            <h1>
              {content.mainTitle} <span className="accent">{content.highlightedWord}</span>
            </h1>
            <p className="subtitle">{content.subtitle}</p>
            <SignUpForm />
          </div>
        </div>
        <Carousel images={content.carouselImages} />
      </main>
      <footer className="footer">
        <p>
          <a href={telOf(content.phone)}>{content.phone}</a>
          <span aria-hidden="true"> · </span>
          <a href={`mailto:${content.email}`}>{content.email}</a>
        </p>
        <p>{`© ${new Date().getFullYear()} ${PRODUCT}. All rights reserved.`}</p>
      </footer>
    </div>
  )
}
