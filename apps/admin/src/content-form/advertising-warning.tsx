import type { AdvertisingFinding } from './advertising-check.ts'

/** The wording the health advertising rules forbid, found in the form; a warning, not a refusal. */
export function AdvertisingWarning(props: { findings: readonly AdvertisingFinding[] }) {
  if (props.findings.length === 0) return null
  return (
    <section className="notice notice--warning advertising" aria-labelledby="advertising-title">
      <h2 id="advertising-title" className="advertising__title">
        Sağlık reklamı kurallarına takılabilecek ifadeler
      </h2>
      <ul className="advertising__list">
        {props.findings.map((finding) => (
          <li key={finding.rule.id}>
            <strong>{finding.phrases.map((phrase) => `«${phrase}»`).join(', ')}</strong>:{' '}
            {finding.rule.reason}
          </li>
        ))}
      </ul>
      <p className="advertising__note">Yayınlamadan önce bu ifadeleri gözden geçirmeniz önerilir.</p>
    </section>
  )
}
