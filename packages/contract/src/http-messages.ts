// No zod here: the browsers' bundles read these at run time (see api-client's bundle-weight test).
import { MAX_UPLOAD_BYTES } from './limits.ts'

/**
 * The Turkish message of each error status, written once: the API answers it when an error carries no message of
 * its own, and the clients show it when an answer carries none (a proxy's error page, an empty body).
 */
export const HTTP_MESSAGES = {
  400: 'Gönderilen bilgiler geçersiz.',
  401: 'Bu işlem için giriş yapmalısınız.',
  403: 'Bu işlem için yetkiniz yok.',
  404: 'İstenen kaynak bulunamadı.',
  405: 'Bu yöntem desteklenmiyor.',
  406: 'İstenen biçim desteklenmiyor.',
  409: 'İstek mevcut kayıtlarla çakışıyor.',
  413: `Gönderilen veri çok büyük. Dosyalar en fazla ${MAX_UPLOAD_BYTES / 1024 / 1024} MB olabilir.`,
  415: 'Gönderilen içerik türü desteklenmiyor.',
  429: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
} as const

/** The same, looked up by a status only known at run time. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = HTTP_MESSAGES

/** What a 400 says above its field errors. */
export const INVALID_INPUT_MESSAGE = HTTP_MESSAGES[400]
