import { foldTurkish } from '@clinic/contract/fold-turkish'
import { type KeyboardEvent, useId, useState } from 'react'
import { MAX_TAG_LENGTH, MAX_TAGS } from './form-values.ts'

/**
 * Tags as chips: Enter or a comma adds what is typed (a tag that folds like one already there is not added
 * twice), Backspace in the empty box removes the last, each chip has its own remove button.
 */
export function TagsField(props: {
  value: readonly string[]
  onChange(tags: string[]): void
  error?: string
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [notice, setNotice] = useState('')
  const tags = props.value

  function add(raw: string) {
    const parts = raw
      .split(',')
      .map((part) => part.trim().slice(0, MAX_TAG_LENGTH))
      .filter(Boolean)
    if (parts.length === 0) return
    const next = [...tags]
    for (const part of parts) {
      if (next.length >= MAX_TAGS) {
        setNotice(`En fazla ${MAX_TAGS} etiket eklenebilir.`)
        break
      }
      if (next.some((tag) => foldTurkish(tag) === foldTurkish(part))) {
        setNotice(`«${part}» zaten ekli.`)
        continue
      }
      next.push(part)
      setNotice(`«${part}» eklendi.`)
    }
    props.onChange(next)
    setText('')
  }

  function remove(index: number) {
    const removed = tags[index]
    props.onChange(tags.filter((_, i) => i !== index))
    setNotice(`«${removed}» kaldırıldı.`)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add(text)
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      remove(tags.length - 1)
    }
  }

  return (
    <div className={props.error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        Etiketler
      </label>
      <div className="tags">
        {tags.length > 0 ? (
          <ul className="tags__list" aria-label="Eklenen etiketler">
            {tags.map((tag, index) => (
              <li key={tag} className="tags__chip">
                <span>{tag}</span>
                <button
                  type="button"
                  className="tags__remove"
                  aria-label={`Etiketi kaldır: ${tag}`}
                  onClick={() => remove(index)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          className="tags__input"
          value={text}
          maxLength={MAX_TAG_LENGTH * 4}
          placeholder={tags.length === 0 ? 'Örn. Diz, Spor yaralanması' : ''}
          aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => add(text)}
        />
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        Enter ya da virgülle ekleyin; en fazla {MAX_TAGS} etiket.
      </p>
      {props.error ? (
        <p className="field__error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
    </div>
  )
}
