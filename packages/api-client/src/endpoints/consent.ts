import { ApiPaths } from '@clinic/contract/api-paths'
import type { ConsentRecord } from '@clinic/contract/consent'
import type { CallOptions, DownloadedFile, Http, UploadCallOptions } from '../http.ts'
import { getCall, idPath, listCalls, sendTo } from './calls.ts'

/** What the admin's consent form hands over; the signed form is required on create. */
export interface ConsentFormInput {
  patientRef: string
  consentDate: string
  signedForm?: Blob | null | undefined
}

export function consentFormData(input: ConsentFormInput): FormData {
  const form = new FormData()
  form.append('PatientRef', input.patientRef)
  form.append('ConsentDate', input.consentDate)
  if (input.signedForm)
    form.append(
      'SignedForm',
      input.signedForm,
      input.signedForm instanceof File && input.signedForm.name ? input.signedForm.name : 'onam',
    )
  return form
}

/** Patients' consent records (issue 21, Admins only): list, one, create, update, withdraw, the signed form. */
export function consentEndpoints(http: Http) {
  return {
    ...listCalls<ConsentRecord, undefined>(http, ApiPaths.consents),
    get: getCall<ConsentRecord>(http, ApiPaths.consent),
    create: (input: ConsentFormInput, options?: UploadCallOptions) =>
      sendTo<ConsentRecord>(http, 'POST', ApiPaths.consents, consentFormData(input), options),
    update: (id: number, input: ConsentFormInput, options?: UploadCallOptions) =>
      sendTo<ConsentRecord>(http, 'PUT', idPath(ApiPaths.consent, id), consentFormData(input), options),
    withdraw: (id: number, options?: CallOptions) =>
      sendTo<ConsentRecord>(http, 'PUT', idPath(ApiPaths.consentWithdraw, id), undefined, options),
    async downloadForm(id: number, options?: CallOptions): Promise<DownloadedFile> {
      const file = await http.sendForFile({
        method: 'GET',
        path: idPath(ApiPaths.consentSignedForm, id),
        ...options,
      })
      return { ...file, fileName: file.fileName ?? `onam-${id}` }
    },
  }
}
