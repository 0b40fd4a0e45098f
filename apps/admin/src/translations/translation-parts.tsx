import type { TranslationState } from '@clinic/contract/translation'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useConfirm } from '@clinic/ui/use-confirm'
import { useToast } from '@clinic/ui/use-toast'
import { type ReactNode, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useSaveBarRoom } from '../lib/use-save-bar-room.ts'
import { STATE_TEXTS, TranslationStateBadge } from './states.tsx'

/**
 * What every translation form shares (a post's, an operation's, a catalog's, a category's): its heading with the
 * language's state, the refusal that keeps what was typed, the delete that asks first, and the save bar with the
 * translation's own "Yayında" switch.
 */

/** "Çeviriyi sil" after the app's confirm dialog; a refusal goes to `onRefusal`. */
export function useRemoveTranslation(props: {
  language: string
  /** The item's Turkish name, in the question. */
  itemName: string
  remove(): Promise<void>
  onRefusal(message: string | null): void
}) {
  const confirm = useConfirm()
  const toast = useToast()
  const [removing, setRemoving] = useState(false)
  async function removeTranslation() {
    const sure = await confirm({
      title: `${props.language} çeviri silinsin mi?`,
      message: `«${props.itemName}» ${props.language} sitede görünmez olur; çevirinin metni silinir. Bu işlem geri alınamaz.`,
      confirmLabel: 'Çeviriyi sil',
      cancelLabel: 'Vazgeç',
      danger: true,
    })
    if (!sure) return
    props.onRefusal(null)
    setRemoving(true)
    try {
      await props.remove()
      toast.success(`${props.language} çeviri silindi.`)
    } catch (failure) {
      props.onRefusal(errorMessage(failure))
    } finally {
      setRemoving(false)
    }
  }
  return { removing, removeTranslation }
}

/** The toast of a saved translation. */
export const savedText = (language: string, isActive: boolean) =>
  isActive
    ? `${language} çeviri kaydedildi; site birkaç saniye içinde güncellenir.`
    : `${language} çeviri kaydedildi (yayında değil).`

/** The heading ("İngilizce çeviri") with the state, why an outdated one is, and a refusal, announced. */
export function TranslationHead(props: {
  id: string
  language: string
  state: TranslationState | undefined
  refusal: string | null
}) {
  return (
    <>
      <div className="translation-form__head">
        <h2 className="form-section__title" id={props.id}>
          {props.language} çeviri
        </h2>
        {props.state ? <TranslationStateBadge state={props.state} /> : null}
      </div>
      {props.state === 'outdated' ? (
        <p className="form-alert form-alert--warning">
          {STATE_TEXTS.outdated.description} Çeviriyi Türkçe metne göre gözden geçirip kaydedin.
        </p>
      ) : null}
      {props.refusal ? (
        <p className="form-alert" role="alert">
          Kaydedilemedi: {props.refusal} Yazdıklarınız formda duruyor.
        </p>
      ) : null}
    </>
  )
}

/** The bar under a translation form: its "Yayında" switch, where it stands, "Çeviriyi sil" and "Çeviriyi kaydet". */
export function TranslationSaveBar(props: {
  language: string
  /** The form's "Yayında" checkbox. */
  activeSwitch: ReactNode
  exists: boolean
  dirty: boolean
  saving: boolean
  removing: boolean
  onRemove(): void
}) {
  const busy = props.saving || props.removing
  const barRef = useSaveBarRoom()
  return (
    <div className="save-bar" ref={barRef}>
      {props.activeSwitch}
      <p className="save-bar__state" role="status">
        {props.saving
          ? 'Kaydediliyor…'
          : props.removing
            ? 'Siliniyor…'
            : props.dirty
              ? 'Kaydedilmemiş değişiklikler var.'
              : props.exists
                ? 'Tüm değişiklikler kaydedildi.'
                : `Henüz ${props.language} çeviri yok.`}
      </p>
      <div className="save-bar__actions">
        {props.exists ? (
          <button type="button" className="button button--danger" disabled={busy} onClick={props.onRemove}>
            Çeviriyi sil
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {props.saving ? 'Kaydediliyor…' : 'Çeviriyi kaydet'}
        </button>
      </div>
    </div>
  )
}

/** The translation's own "Yayında" checkbox, registered with the form (a single checkbox reads as a boolean). */
export function ActiveSwitch({ registration }: { registration: UseFormRegisterReturn<'isActive'> }) {
  return (
    <label className="field field--check translation-form__switch">
      <input type="checkbox" className="field__control" {...registration} />
      <span className="field__label">Yayında</span>
    </label>
  )
}
