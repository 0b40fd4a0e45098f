import {
  type AdvertisingClaim,
  type AdvertisingFinding,
  claimKey,
  MIN_OVERRIDE_REASON,
} from '@clinic/contract/advertising'
import { CheckboxField } from '@clinic/ui/checkbox-field'
import { TextareaField } from '@clinic/ui/textarea-field'
import { useId } from 'react'

/** The form's decisions: for each claim being overridden (by its key), the reason typed so far. */
export type OverrideDrafts = Readonly<Record<string, string>>

/** An override already stored for this item (the claim and its reason). */
export type StoredOverride = AdvertisingClaim & { reason: string }

/** The reason of a draft override when it is too short to send; undefined when it may go. */
export function overrideReasonError(reason: string): string | undefined {
  return reason.trim().length < MIN_OVERRIDE_REASON
    ? `Gerekçe en az ${MIN_OVERRIDE_REASON} karakter olmalıdır.`
    : undefined
}

/**
 * The wording the health advertising rules forbid, found in the form (decision 0200). The API refuses to publish
 * while a claim is neither fixed nor overridden; an Admin may override each claim with a written reason
 * ("Uyarıyı yok say"), an Editor saves a draft and asks an Admin (decision 0201).
 */
export function AdvertisingWarning(props: {
  findings: readonly AdvertisingFinding[]
  stored: readonly StoredOverride[]
  canOverride: boolean
  drafts: OverrideDrafts
  onDraftsChange(drafts: OverrideDrafts): void
  /** Show the reasons' errors (after a save was tried). */
  showErrors: boolean
  /**
   * A translation's language tab (decision 0277): the same claims in that language's words, a warning only (the
   * API does not refuse a translation for them), so there is nothing to override.
   */
  advisory?: boolean
}) {
  const titleId = useId()
  if (props.findings.length === 0) return null
  const stored = new Map(props.stored.map((override) => [claimKey(override), override.reason]))
  const claims = props.findings.flatMap((finding) =>
    finding.phrases.map((claim) => ({ ruleId: finding.rule.id, claim, reason: finding.rule.reason })),
  )
  const open = claims.filter(
    (claim) => !stored.has(claimKey(claim)) && props.drafts[claimKey(claim)] === undefined,
  )
  const setDraft = (key: string, reason: string | undefined) => {
    const next = { ...props.drafts }
    if (reason === undefined) delete next[key]
    else next[key] = reason
    props.onDraftsChange(next)
  }
  return (
    <section className="notice notice--warning advertising" aria-labelledby={titleId}>
      <h2 id={titleId} className="advertising__title">
        Sağlık reklamı kurallarına takılabilecek ifadeler
      </h2>
      <ul className="advertising__list">
        {claims.map((claim) => {
          const key = claimKey(claim)
          const storedReason = stored.get(key)
          const draft = props.drafts[key]
          return (
            <li key={key} className="advertising__claim" data-claim={claim.claim}>
              <p className="advertising__text">
                <strong>«{claim.claim}»</strong>: {claim.reason}
              </p>
              {storedReason !== undefined ? (
                <p className="advertising__overridden">Uyarı yok sayıldı. Gerekçe: {storedReason}</p>
              ) : props.canOverride && !props.advisory ? (
                <div className="advertising__decision">
                  <CheckboxField
                    label="Uyarıyı yok say"
                    checked={draft !== undefined}
                    onChange={(event) => setDraft(key, event.currentTarget.checked ? '' : undefined)}
                  />
                  {draft !== undefined ? (
                    <TextareaField
                      label={`Gerekçe: «${claim.claim}»`}
                      hint={`Neden reklam sayılmadığını yazın (en az ${MIN_OVERRIDE_REASON} karakter); kayıtlarda saklanır.`}
                      required
                      rows={2}
                      maxLength={1000}
                      value={draft}
                      error={props.showErrors ? overrideReasonError(draft) : undefined}
                      onChange={(event) => setDraft(key, event.currentTarget.value)}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <p className="advertising__note">
        {props.advisory
          ? 'Yönetmelik her dilde geçerlidir: bu ifadeleri düzeltin. Çeviri kaydedilir, ama bu ifadelerle yayımlamayın.'
          : open.length === 0
            ? 'Her uyarı için bir karar var; içerik yayınlanabilir.'
            : props.canOverride
              ? 'Bu ifadelerle içerik yayınlanamaz: ifadeleri düzeltin ya da gerekçe yazarak uyarıyı yok sayın. Yayında değil olarak (taslak) kaydedebilirsiniz.'
              : 'Bu ifadelerle içerik yayınlanamaz: ifadeleri düzeltin ya da bir yöneticiden uyarıyı yok saymasını isteyin. Yayında değil olarak (taslak) kaydedebilirsiniz.'}
      </p>
    </section>
  )
}
