/** "96 / 160" under a field, marked when the text is longer than search engines show. */
export function CharacterCount(props: { id: string; length: number; recommended: number }) {
  const over = props.length > props.recommended
  return (
    <p id={props.id} className={over ? 'field__counter field__counter--over' : 'field__counter'}>
      {props.length} / {props.recommended}
      {over ? ' · arama sonucunda kısaltılır' : ''}
    </p>
  )
}
