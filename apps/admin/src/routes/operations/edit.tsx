import { ContentEditScreen } from '../../content-form/content-edit-screen.tsx'
import { OPERATION } from '../../content-form/kinds.ts'

/** /admin/operation/create and /admin/operation/edit/{id}. */
export function OperationEditScreen() {
  return <ContentEditScreen kind={OPERATION} />
}
