/**
 * A list's views as pressed-or-not buttons ("Tümü", "Okunmamış", …), each with its number when it is known.
 * `legend` names the group for screen readers.
 */
export function FilterTabs<V extends string>(props: {
  legend: string
  tabs: readonly { value: V; label: string; count?: string | undefined }[]
  selected: V
  onSelect(value: V): void
}) {
  return (
    <fieldset className="tabs">
      <legend className="visually-hidden">{props.legend}</legend>
      {props.tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          className="tabs__tab"
          aria-pressed={tab.value === props.selected}
          onClick={() => props.onSelect(tab.value)}
        >
          {tab.label}
          {tab.count === undefined ? null : (
            <>
              {' '}
              <span className="tabs__count">{tab.count}</span>
            </>
          )}
        </button>
      ))}
    </fieldset>
  )
}
