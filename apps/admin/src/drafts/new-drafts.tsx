import type { DraftSummary } from '@clinic/contract/draft'
import { Link } from 'react-router-dom'
import { newDraftMark } from './draft-list.ts'
import './drafts.css'

/**
 * The drafts of items not created yet, above a list (decision 0283): each marked "Taslak" (with its schedule), its
 * title linking to the form that continues it.
 */
export function NewDrafts(props: { drafts: readonly DraftSummary[]; createPath: string; now?: Date }) {
  const drafts = props.drafts.filter((draft) => draft.itemId === null)
  if (drafts.length === 0) return null
  return (
    <section className="panel new-drafts" aria-labelledby="new-drafts-title">
      <h2 className="form-section__title" id="new-drafts-title">
        Henüz yayınlanmamış taslaklar
      </h2>
      <ul className="new-drafts__list">
        {drafts.map((draft) => (
          <li key={draft.id} className="new-drafts__row">
            <Link to={`${props.createPath}?taslak=${draft.id}`}>
              {draft.title.trim() || 'Başlıksız taslak'}
            </Link>
            <span className="draft-mark">{newDraftMark(draft, props.now)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
