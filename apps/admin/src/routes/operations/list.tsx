import { OPERATION } from '../../content-form/kinds.ts'
import { ContentListScreen } from '../../content-list/content-list-screen.tsx'

/** /admin/operations: every operation, active or not (GET /api/Operation/admin). */
export function OperationsScreen() {
  return <ContentListScreen kind={OPERATION} />
}
