import 'keen-slider/keen-slider.min.css'
import { pickOnePerCatalog } from '@clinic/ui/lib/catalog-operations'
import { illustrationSvg } from '@clinic/ui/lib/illustrations'
import KeenSlider from 'keen-slider'
import type { CarouselCandidate as Candidate } from '../lib/carousel.ts'

/** docs/spec §9: one slide at a time, loop, arrows and dots, 500 ms; spacing 20, 30 from 576 px, 40 from 768, 60 from 992. */
export const CAROUSEL_OPTIONS = {
  loop: true,
  defaultAnimation: { duration: 500 },
  slides: { perView: 1, spacing: 20 },
  breakpoints: {
    '(min-width: 576px)': { slides: { perView: 1, spacing: 30 } },
    '(min-width: 768px)': { slides: { perView: 1, spacing: 40 } },
    '(min-width: 992px)': { slides: { perView: 1, spacing: 60 } },
  },
} as const

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

function image(op: Candidate): HTMLElement {
  const img = el('img', 'carousel__image')
  img.src = op.image.src
  img.srcset = op.image.srcset
  img.sizes = '(min-width: 1200px) 620px, (min-width: 768px) 55vw, 100vw'
  img.width = op.image.width
  img.height = op.image.height
  img.alt = ''
  // Below the featured post on every screen: never the page's largest first image.
  img.loading = 'lazy'
  img.decoding = 'async'
  return img
}

/** The catalog's drawing: the site's own markup (illustrations.ts), never the operation's data. */
function drawing(key: NonNullable<Candidate['drawing']>): HTMLElement {
  const art = el('div', 'art carousel__image carousel__art')
  art.innerHTML = illustrationSvg(key)
  return art
}

/** A slide; every value goes in as text or as an attribute, never as markup. */
/** The carousel's texts in the page's language, written into the page with the candidates. */
interface CarouselTexts {
  empty: string
  explore: string
  exploreTitle: string
  slide: string
  dotLabel: string
}

const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))

function slide(op: Candidate, index: number, total: number, texts: CarouselTexts): HTMLElement {
  const root = el('div', 'keen-slider__slide card carousel__slide')
  root.setAttribute('role', 'group')
  root.setAttribute('aria-roledescription', texts.slide)
  root.setAttribute('aria-label', `${index + 1} / ${total}`)
  const picture = op.drawing ? drawing(op.drawing) : image(op)
  const body = el('div', 'carousel__body')
  const meta = el('div', 'meta')
  const time = el('time', '', op.date)
  time.dateTime = op.dateTime
  meta.append(el('span', 'chip', op.catalogName), time)
  const title = el('h3', 'carousel__title')
  const link = el('a', '', op.title)
  link.href = op.href
  title.append(link)
  body.append(meta, title)
  if (op.shortDescription) body.append(el('p', 'post-card__excerpt', op.shortDescription))
  // The link's text names its procedure (for search engines, Lighthouse's link-text audit, and a screen reader's
  // list of links): the short word shows, the title beside it is there for them only, the heading above shows it.
  const more = el('a', 'button button--ghost', texts.explore)
  more.href = op.href
  const named = fillIn(texts.exploreTitle, { title: op.title })
  more.append(el('span', 'visually-hidden', named))
  // The same name, without the space a browser puts before the hidden span's text.
  more.setAttribute('aria-label', `${texts.explore}${named}`)
  body.append(more)
  root.append(picture, body)
  return root
}

function setUpCarousel(): void {
  const root = document.querySelector<HTMLElement>('[data-carousel]')
  const viewport = root?.querySelector<HTMLElement>('[data-carousel-viewport]')
  const status = root?.querySelector<HTMLElement>('[data-carousel-status]')
  const data = document.querySelector('[data-carousel-data]')?.textContent
  if (!root || !viewport || !status || !data) return
  const { texts, candidates } = JSON.parse(data) as { texts: CarouselTexts; candidates: Candidate[] }
  const picked = pickOnePerCatalog(candidates)
  if (picked.length === 0) {
    status.textContent = texts.empty
    return
  }
  viewport.classList.add('keen-slider')
  viewport.replaceChildren(...picked.map((op, i) => slide(op, i, picked.length, texts)))
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]')
  const dots = root.querySelector<HTMLElement>('[data-carousel-dots]')
  const buttons = picked.map((op, i) => {
    const dot = el('button', 'carousel__dot')
    dot.type = 'button'
    dot.setAttribute('aria-label', fillIn(texts.dotLabel, { number: i + 1, title: op.title }))
    return dot
  })
  dots?.replaceChildren(...buttons)
  const slides = [...viewport.children] as HTMLElement[]
  // Only the slide in view can be reached by Tab and screen readers.
  const markCurrent = (index: number) => {
    for (const [i, b] of buttons.entries()) b.setAttribute('aria-current', String(i === index))
    for (const [i, s] of slides.entries()) s.toggleAttribute('inert', i !== index)
  }
  const slider = new KeenSlider(viewport, {
    ...CAROUSEL_OPTIONS,
    breakpoints: { ...CAROUSEL_OPTIONS.breakpoints },
    created: (s) => markCurrent(s.track.details.rel),
    slideChanged: (s) => markCurrent(s.track.details.rel),
  })
  for (const [i, b] of buttons.entries()) b.addEventListener('click', () => slider.moveToIdx(i))
  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => slider.prev())
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => slider.next())
  if (controls) controls.hidden = picked.length < 2
}

setUpCarousel()
