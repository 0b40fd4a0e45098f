import type { Operation } from '@clinic/contract/operation'
import { type MissingTexts, withOperationDefaults } from '@clinic/ui/lib/defaults'
import { type IllustrationKey, illustrationKey } from '@clinic/ui/lib/illustrations'
import { operationHref } from '@clinic/ui/lib/menu'
import type { ImageSet } from './images.ts'

/** One operation the home carousel may show: written into the page by the build, picked from in the browser. */
export interface CarouselCandidate {
  id: number
  catalogId: number | null
  title: string
  catalogName: string
  shortDescription: string
  href: string
  date: string
  dateTime: string
  image: ImageSet
  /** Without an uploaded picture: the catalog's drawing the slide shows instead of `image`. */
  drawing: IllustrationKey | null
}

/** `formatDate` writes the date in the page's language (pageI18n's `date`), `missing` its words for missing values. */
export function carouselCandidate(
  operation: Operation,
  image: ImageSet,
  formatDate: (value: string) => string,
  missing?: MissingTexts,
): CarouselCandidate {
  const op = withOperationDefaults(operation, { missing })
  return {
    id: op.id,
    catalogId: op.catalogId,
    title: op.title,
    catalogName: op.catalogName,
    shortDescription: op.shortDescription ?? '',
    href: operationHref(op),
    date: formatDate(op.publishedDate),
    dateTime: op.publishedDate,
    image,
    drawing: operation.imagePath ? null : illustrationKey(op.catalogName),
  }
}
