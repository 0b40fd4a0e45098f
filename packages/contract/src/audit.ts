import { z } from 'zod'
import { DateTime, Paging } from './common.ts'

/** The resources an audit entry names (what a staff action touched). */
export const AUDIT_RESOURCES = [
  'account',
  'blog',
  'operation',
  'category',
  'catalog',
  'comment',
  'user',
  'contact-message',
  'wellness-message',
  'site-publish',
  'site-settings',
  'upload',
  // KVKK requests and message retention (issue 21)
  'data-request',
  'message-retention',
  // Consent records (issue 21)
  'consent',
] as const
export type AuditResource = (typeof AUDIT_RESOURCES)[number]

/** The resources in Turkish, for the admin's filter and the CSV. */
export const AUDIT_RESOURCE_LABELS: Record<AuditResource, string> = {
  account: 'Hesap / giriş',
  blog: 'Blog yazısı',
  operation: 'Operasyon',
  category: 'Kategori',
  catalog: 'Katalog',
  comment: 'Yorum',
  user: 'Kullanıcı',
  'contact-message': 'İletişim mesajı',
  'wellness-message': 'Geçmiş olsun mesajı',
  'site-publish': 'Yayın',
  'site-settings': 'Site ayarları',
  upload: 'İçerik görseli',
  // KVKK requests and message retention (issue 21)
  'data-request': 'Kişisel veri talebi',
  'message-retention': 'Mesaj saklama süresi',
  // Consent records (issue 21)
  consent: 'Hasta onamı',
}

/** The actions in Turkish; an action not listed shows as it is. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Oluşturma',
  update: 'Düzenleme',
  delete: 'Silme',
  status: 'Yayın durumu',
  approve: 'Onay durumu',
  read: 'Okundu durumu',
  role: 'Rol değişikliği',
  activate: 'Etkinleştirme',
  deactivate: 'Devre dışı bırakma',
  publish: 'Yayınla',
  login: 'Giriş',
  'login-failed': 'Hatalı giriş',
  'login-second-factor-asked': 'Şifre doğru, doğrulama kodu istendi',
  'login-second-factor-failed': 'Hatalı doğrulama kodu',
  logout: 'Çıkış',
  '2fa-enable': 'İki adımlı doğrulama açıldı',
  '2fa-disable': 'İki adımlı doğrulama kapatıldı',
  'passkey-add': 'Geçiş anahtarı eklendi',
  'passkey-remove': 'Geçiş anahtarı kaldırıldı',
  'session-end': 'Oturum kapatıldı',
  'sessions-end-others': 'Diğer oturumlar kapatıldı',
  'sessions-end-user': 'Kullanıcının oturumları kapatıldı',
  upload: 'Yükleme',
  // The advertising gate (issue 21)
  'advertising-override': 'Reklam uyarısı yok sayıldı',
  // KVKK requests and message retention (issue 21)
  'data-export': 'Kişisel veriler dışa aktarıldı',
  'data-erase': 'Kişisel veriler silindi',
  'message-retention-sweep': 'Saklama süresi dolan mesajlar silindi',
  // Consent records (issue 21)
  'consent-create': 'Onam kaydı oluşturuldu',
  'consent-update': 'Onam kaydı düzenlendi',
  'consent-withdraw': 'Onam geri çekildi',
  'consent-form-download': 'İmzalı onam formu indirildi',
  // Translations (issue 23): the item is the resource, the language is in the entry.
  'translation-save': 'Çeviri kaydedildi',
  'translation-delete': 'Çeviri silindi',
  // Revisions (issue 24): the language is in the entry.
  'revision-restore': 'Önceki sürüm geri yüklendi',
  // Preview links (issue 24): the language is in the entry.
  'preview-link-create': 'Önizleme bağlantısı oluşturuldu',
  'preview-link-revoke': 'Önizleme bağlantısı iptal edildi',
  // Drafts and schedules (issue 24): autosave itself is not recorded.
  'draft-create': 'Taslak oluşturuldu',
  'draft-delete': 'Taslak silindi',
  'draft-publish': 'Taslak yayınlandı',
  'draft-schedule': 'Taslak zamanlandı',
  'draft-unschedule': 'Taslağın zamanlaması kaldırıldı',
  'draft-scheduled-publish': 'Zamanlanmış taslak yayınlandı',
  'draft-schedule-failed': 'Zamanlanmış taslak yayınlanamadı',
}

/** One entry of the audit log (GET /api/admin/audit). `before`/`after` hold only the fields that changed. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: DateTime,
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  address: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntry>

/** A day as YYYY-MM-DD: the clinic's calendar day (Europe/Istanbul). */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalıdır.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Geçerli bir tarih girin.')

/**
 * GET /api/admin/audit and /api/admin/audit.csv: `actor` an account id or (part of) an e-mail; `resource` one of
 * AUDIT_RESOURCES; `from`/`to` days (inclusive, the clinic's calendar days). The list pages (50 by default).
 */
const AuditFilterFields = {
  actor: z.string().trim().max(254, 'Kişi en fazla 254 karakter olabilir.').optional(),
  resource: z.enum(AUDIT_RESOURCES, { error: 'Bilinmeyen kayıt türü.' }).optional(),
  from: Day.optional(),
  to: Day.optional(),
}
const fromNotAfterTo = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to
const FROM_AFTER_TO = { message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.', path: ['to'] }

export const AuditFilter = z.object(AuditFilterFields).refine(fromNotAfterTo, FROM_AFTER_TO)
export type AuditFilter = z.infer<typeof AuditFilter>

export const AuditListQuery = Paging.extend(AuditFilterFields).refine(fromNotAfterTo, FROM_AFTER_TO)
export type AuditListQuery = z.infer<typeof AuditListQuery>
