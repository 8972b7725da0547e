import type { CarouselImage } from "@timber/contracts/website/content"
import { useEffect, useState, type KeyboardEvent } from "react"
import { CAROUSEL_ADVANCE_MS, wrapSlide } from "./carousel-timing"
import { useReducedMotion } from "./use-reduced-motion"

/** The pictures' drawn size: width and height on every <img> keep the layout still while they load. */
const WIDTH = 800
const HEIGHT = 800

/**
 * The circular carousel (spec sections 2 and 9), built to the WAI-ARIA carousel pattern: a region
 * named 'Our work', each slide 'n of N', arrows and dots as buttons, Left/Right/Home/End on the
 * carousel, a pause button. It advances every 5 s and wraps, fading over 1 s; it stops while the
 * pointer or the keyboard focus is on it, while paused, and always for a visitor who prefers
 * reduced motion (no fade, no zoom either). Announcements are polite only when it does not move by
 * itself, so a screen reader is not interrupted every 5 s.
 */
export function Carousel({ images }: { readonly images: ReadonlyArray<CarouselImage> }) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reduced = useReducedMotion()
  const count = images.length
  const rotating = !reduced && !paused && !hovered && !focused && count > 1

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => setIndex((i) => wrapSlide(i, 1, count)), CAROUSEL_ADVANCE_MS)
    return () => clearInterval(timer)
  }, [rotating, count])

  if (count === 0) return null
  const go = (step: number) => setIndex((i) => wrapSlide(i, step, count))
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      Home: () => setIndex(0),
      End: () => setIndex(count - 1)
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  return (
    <section
      className={`carousel${reduced ? " still" : ""}`}
      aria-roledescription="carousel"
      aria-label="Our work"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="carousel-slides" aria-live={rotating ? "off" : "polite"}>
        {images.map((image, i) => (
          <div
            key={`${i}-${image.src}`}
            className={`slide${i === index ? " active" : ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
          >
            <img src={image.src} alt={image.alt ?? image.title ?? ""} width={WIDTH} height={HEIGHT} loading="lazy" decoding="async" />
            {image.title || image.description ? (
              <div className="slide-caption">
                {image.title ? <p className="slide-title">{image.title}</p> : null}
                {image.description ? <p className="slide-description">{image.description}</p> : null}
              </div>
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="carousel-arrow previous" aria-label="Previous slide" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="carousel-arrow next" aria-label="Next slide" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
          <div className="carousel-controls">
            {reduced ? null : (
              <button
                type="button"
                className="carousel-pause"
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? "Start slide show" : "Pause slide show"}
              >
                <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
              </button>
            )}
            <div className="carousel-dots">
              {images.map((image, i) => (
                <button
                  key={`${i}-${image.src}`}
                  type="button"
                  className={`dot${i === index ? " active" : ""}`}
                  aria-label={`Show slide ${i + 1} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  )
}
