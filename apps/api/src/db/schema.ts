import { TRANSLATION_LOCALES, type TranslationLocale } from '@clinic/contract/locale'
import { SYNC_KINDS } from '@clinic/contract/site-sync'
import { type BuildExtraConfigColumns, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    profileImagePath: text('profile_image_path'),
    roles: text('roles').array().notNull().default(sql`ARRAY['User']::text[]`),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped when a password changes or the user is disabled: every token carrying an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_created_idx').on(t.createdAt)],
)

/** Single-use tokens mailed to a user (e-mail confirmation, password reset); only their hash is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
)

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name folded the Turkish way (`foldTurkish`): "Diz" and "DİZ" are one name, whoever writes first. */
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The last change of the Turkish name (issue 23): a translation made before it is outdated. Not `updatedAt`,
     * which a translation's write moves too (so the change feed re-sends the group).
     */
    nameUpdatedAt: timestamp('name_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_key_unique').on(t.nameKey)],
)

export const catalogs = pgTable(
  'catalogs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name folded the Turkish way (`foldTurkish`): "Diz" and "DİZ" are one name, whoever writes first. */
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The last change of the Turkish name (issue 23): a translation made before it is outdated. Not `updatedAt`,
     * which a translation's write moves too (so the change feed re-sends the group).
     */
    nameUpdatedAt: timestamp('name_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalogs_name_key_unique').on(t.nameKey)],
)

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description'),
    fullContent: text('full_content'),
    imagePath: text('image_path'),
    authorName: text('author_name'),
    publishedDate: timestamp('published_date', { withTimezone: true }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Tags folded (Turkish-aware, lowercase ASCII) so /tag/{tag} matches whatever case or letters are used. */
    tagKeys: text('tag_keys').array().notNull().default(sql`ARRAY[]::text[]`),
    seoKeywords: text('seo_keywords'),
    seoDescription: text('seo_description'),
    isActive: boolean('is_active').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** Title, short description, plain-text content and tags, folded for search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The last change of what the post says (issue 21): "Son güncelleme" and dateModified; counters never move it. */
    contentUpdatedAt: timestamp('content_updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Issue 21 (decision 0210): comments and likes switches; before/after images need a patient consent.
    allowComments: boolean('allow_comments').notNull().default(true),
    allowLikes: boolean('allow_likes').notNull().default(true),
    beforeAfter: boolean('before_after').notNull().default(false),
    /** Restrict: a consent that posts name cannot be deleted (it is withdrawn instead). */
    consentId: integer('consent_id').references(() => consentRecords.id, { onDelete: 'restrict' }),
    /** `[{ path, alt, capturedOn, procedureOn }]`: the before/after images shown with their dates. */
    beforeAfterImages: jsonb('before_after_images')
      .$type<{ path: string; alt: string; capturedOn: string; procedureOn: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('blogs_slug_unique').on(t.slug),
    index('blogs_consent_idx').on(t.consentId),
    index('blogs_published_idx').on(t.publishedDate),
    index('blogs_category_idx').on(t.categoryId),
    index('blogs_updated_idx').on(t.updatedAt),
    // The search's LIKE '%word%' from a trigram index; created only where pg_trgm is available (migration 0006).
    // Without fastupdate a write goes straight into the index: PGlite has no autovacuum to merge a pending list,
    // and the planner skips an index whose pending list it cannot cost.
    index('blogs_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
)

export const operations = pgTable(
  'operations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description'),
    fullContent: text('full_content'),
    seoKeywords: text('seo_keywords'),
    seoDescription: text('seo_description'),
    imagePath: text('image_path'),
    /** Restrict: a catalog that still holds operations cannot be deleted (409). */
    catalogId: integer('catalog_id').references(() => catalogs.id, { onDelete: 'restrict' }),
    authorName: text('author_name'),
    authorProfileImagePath: text('author_profile_image_path'),
    publishedDate: timestamp('published_date', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Title, short description and plain-text content, folded for the site's search box. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The last change of what the operation says (issue 21), as on blogs. */
    contentUpdatedAt: timestamp('content_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operations_slug_unique').on(t.slug),
    index('operations_catalog_idx').on(t.catalogId),
    index('operations_published_idx').on(t.publishedDate),
    index('operations_updated_idx').on(t.updatedAt),
    index('operations_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
)

/**
 * Translations (issue 23, decision 0270). The Turkish item keeps its own row; each other language is one plain row
 * per (item, locale) with that language's texts and its own active state. `source_updated_at` is the Turkish item's
 * `content_updated_at` (a group's `name_updated_at`) when the translation was saved: older than the item's current
 * one means "outdated". The row has its own id so that issue 24 can hang drafts, schedules and revisions on it.
 */
const translationColumns = () => ({
  id: serial('id').primaryKey(),
  locale: text('locale', {
    enum: TRANSLATION_LOCALES as [TranslationLocale, ...TranslationLocale[]],
  }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  contentUpdatedAt: timestamp('content_updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The texts of a post's or an operation's form in one language, folded for that language's search. */
const translatedTexts = () => ({
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  shortDescription: text('short_description'),
  fullContent: text('full_content'),
  seoKeywords: text('seo_keywords'),
  seoDescription: text('seo_description'),
  /** Title, short description, plain content (and a post's tags), folded the way this language folds. */
  searchText: text('search_text').notNull().default(''),
})

/**
 * A translation table: the shared columns, the column pointing at the item (deleted with it), the language's texts,
 * one row per item and language, never Turkish (the item's own row is). `indexes` adds the texts' own.
 */
function translationTable<
  const Name extends string,
  const ItemKey extends string,
  Texts extends Record<string, PgColumnBuilderBase>,
>(
  name: Name,
  item: { key: ItemKey; column: string; references: () => AnyPgColumn },
  texts: Texts,
  indexes: (
    t: BuildExtraConfigColumns<Name, Texts & { locale: PgColumnBuilderBase }, 'pg'>,
  ) => PgTableExtraConfigValue[],
) {
  const itemColumn = integer(item.column).notNull().references(item.references, { onDelete: 'cascade' })
  const columns = {
    ...translationColumns(),
    ...({ [item.key]: itemColumn } as Record<ItemKey, typeof itemColumn>),
    ...texts,
  }
  return pgTable(name, columns, (t) => [
    uniqueIndex(`${name}_item_locale_unique`).on(t[item.key], t.locale),
    ...indexes(t),
    check(`${name}_locale_check`, sql`${t.locale} <> 'tr'`),
  ])
}

/** A post's or an operation's texts: the slug unique in its language, the search text trigram-indexed. */
const contentTranslationIndexes =
  (name: string) => (t: Record<'slug' | 'searchText' | 'locale', ExtraConfigColumn>) => [
    uniqueIndex(`${name}_slug_unique`).on(t.locale, t.slug),
    // The search's LIKE '%word%' from a trigram index where pg_trgm is available, as on the items (migration 0016).
    index(`${name}_search_trgm_idx`)
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ]

export const blogTranslations = translationTable(
  'blog_translations',
  { key: 'blogId', column: 'blog_id', references: () => blogs.id },
  {
    ...translatedTexts(),
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Tags folded the way this language folds: /en/tag/{tag} matches whatever case is used. */
    tagKeys: text('tag_keys').array().notNull().default(sql`ARRAY[]::text[]`),
  },
  contentTranslationIndexes('blog_translations'),
)

export const operationTranslations = translationTable(
  'operation_translations',
  { key: 'operationId', column: 'operation_id', references: () => operations.id },
  translatedTexts(),
  contentTranslationIndexes('operation_translations'),
)

/** A group's name in one language, unique in that language ignoring case (folded the way it folds). */
const groupTranslationTexts = () => ({
  name: text('name').notNull(),
  nameKey: text('name_key').notNull(),
})

/** The group's name key is unique in its language. */
const groupTranslationIndexes = (name: string) => (t: Record<'locale' | 'nameKey', ExtraConfigColumn>) => [
  uniqueIndex(`${name}_name_key_unique`).on(t.locale, t.nameKey),
]

export const catalogTranslations = translationTable(
  'catalog_translations',
  { key: 'catalogId', column: 'catalog_id', references: () => catalogs.id },
  groupTranslationTexts(),
  groupTranslationIndexes('catalog_translations'),
)

export const categoryTranslations = translationTable(
  'category_translations',
  { key: 'categoryId', column: 'category_id', references: () => categories.id },
  groupTranslationTexts(),
  groupTranslationIndexes('category_translations'),
)

/**
 * Tombstones of deleted posts, operations, catalogs and categories, so the site's loaders learn what to drop
 * (GET /api/site/changes/{kind}). Ids are never reused, so one row per item is enough.
 */
export const removals = pgTable(
  'removals',
  {
    kind: text('kind', { enum: SYNC_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index('removals_removed_idx').on(t.kind, t.removedAt)],
)

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comments_blog_idx').on(t.blogId), index('comments_user_idx').on(t.userId)],
)

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user_idx').on(t.userId)],
)

/** One report per user and comment; the reason is kept for the moderators. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)

/**
 * One like of a post per visitor: a signed-in user (`user_id`) or a guest (`visitor_id`, the random id of the
 * `clinic_visitor` cookie). `blogs.likes` is kept by a trigger (migration 0008): the count a post had before likes
 * were per visitor (its base, which has no rows), plus one per row here, so any delete (an unlike, a user's or a
 * post's deletion) moves it.
 */
export const blogLikes = pgTable(
  'blog_likes',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blog_likes_user_unique').on(t.blogId, t.userId),
    uniqueIndex('blog_likes_visitor_unique').on(t.blogId, t.visitorId),
    index('blog_likes_user_idx').on(t.userId),
    check('blog_likes_one_visitor', sql`num_nonnulls(${t.userId}, ${t.visitorId}) = 1`),
  ],
)

export const wellnessMessages = pgTable(
  'wellness_messages',
  {
    id: serial('id').primaryKey(),
    senderName: text('sender_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    patientName: text('patient_name'),
    message: text('message').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('wellness_messages_created_idx').on(t.createdAt)],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** An appointment request: the preferred clinic (a siteConfig.addresses key), day and half-hour slot ("10:30"). */
    appointmentClinic: text('appointment_clinic'),
    appointmentDate: date('appointment_date', { mode: 'string' }),
    appointmentTime: text('appointment_time'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check(
      'contact_messages_appointment_whole',
      sql`num_nonnulls(${t.appointmentClinic}, ${t.appointmentDate}, ${t.appointmentTime}) IN (0, 3)`,
    ),
  ],
)

/** Captcha solutions already accepted, so one cannot be replayed; rows past expiry are pruned. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
)

/** Failed logins per key (an e-mail or an address) for the login back-off; shared by every API replica. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
})

/**
 * Every publish of the public site: a build by this API's builder, or a call of the rebuild webhook. Kept in the
 * database so each replica reports the same history (GET /api/site/publish, /api/health) and a restart knows a
 * build was cut short.
 */
export const siteBuilds = pgTable(
  'site_builds',
  {
    id: serial('id').primaryKey(),
    target: text('target', { enum: ['builder', 'webhook'] }).notNull(),
    status: text('status', { enum: ['running', 'ok', 'failed', 'interrupted'] }).notNull(),
    reason: text('reason').notNull(),
    /** The database's clock: content changed after it is not in this build. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    logTail: text('log_tail').notNull().default(''),
  },
  (t) => [index('site_builds_started_idx').on(t.startedAt)],
)

/**
 * The clinic's settings ("Site ayarları"): one row (id 1), the JSON the contract's SiteSettings validates. No row
 * means today's defaults (siteConfig).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey(),
    data: jsonb('data').notNull(),
    updatedAt: updatedAt(),
    /** The e-mail of the admin who saved last (kept when the account goes). */
    updatedBy: text('updated_by'),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
)

// ---- Audit log of staff actions (issue 20, item 5; engineer C) ----

/**
 * Every staff write and every staff login or failed login: who (the account's id, and its e-mail as it was, kept
 * when the account goes), when, from which address, what (action, resource, id) and the fields before and after
 * (redacted: never passwords, secrets, tokens or message bodies). Appended only: no call edits or deletes a row;
 * the retention sweep removes rows older than AUDIT_RETENTION_DAYS.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: the entry outlives the account. */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    address: text('address'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_resource_idx').on(t.resource, t.at),
  ],
)

// ── Sessions and a second factor (issue 20, items 2 and 3) ──────────────────────────────────────────────────────

/**
 * One signed-in device: the JWT carries its id (`sid`), and every authenticated request reads it in the same query
 * as the user's row. A session is dead when revoked, expired, or older than the user's `tokenVersion`.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 128 random bits, base64url: not guessable, not a counter. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's `tokenVersion` when the session began: a later password change or disabling ends it. */
    tokenVersion: integer('token_version').notNull(),
    /** A readable label made from the User-Agent ("Chrome, Windows"). */
    device: text('device').notNull(),
    userAgent: text('user_agent'),
    address: text('address'),
    /** How the second factor was shown: 'totp', 'backup' or 'passkey'; null when the login took a password only. */
    secondFactor: text('second_factor'),
    /** The challenge of a passkey registration this session started (single use, cleared when verified). */
    webauthnChallenge: text('webauthn_challenge'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** A user's authenticator-app secret (RFC 6238), sealed with the server's key; `enabledAt` null while enrolling. */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code of that step or an earlier one is refused (no replay). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
})

/** One-time backup codes (ten per enrolment); only their hash is kept, and each works once. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
)

/** A password that was right for an account with a second factor: the login waits for the code (5 minutes, once). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    /** Only the hash of the challenge the client holds. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    /** The WebAuthn challenge of a passkey answer to this login step, once the client asked for one. */
    webauthnChallenge: text('webauthn_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
)

/** A user's passkeys (WebAuthn credentials) used as the second factor. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default(sql`ARRAY[]::text[]`),
    /** The name the user gave it ("Telefonum"), or the device it was added on. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)

// ── The advertising gate (issue 21, item 4) ─────────────────────────────────────────────────────────────────────

/**
 * A flagged claim of a post or an operation that an Admin let through with a written reason (decision 0200). It
 * covers that exact claim (rule and words) of that item; no foreign key, so the record outlives the item.
 */
export const advertisingOverrides = pgTable(
  'advertising_overrides',
  {
    id: serial('id').primaryKey(),
    contentKind: text('content_kind', { enum: ['blogs', 'operations'] }).notNull(),
    contentId: integer('content_id').notNull(),
    ruleId: text('rule_id').notNull(),
    claim: text('claim').notNull(),
    reason: text('reason').notNull(),
    /** The language of the text the claim was found in (issue 23). */
    locale: text('locale').notNull().default('tr'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advertising_overrides_claim_unique').on(
      t.contentKind,
      t.contentId,
      t.locale,
      t.ruleId,
      t.claim,
    ),
    index('advertising_overrides_at_idx').on(t.at),
  ],
)

// ── First-party statistics (issue 21 item 5, decision 0220) ─────────────────────────────────────────────────────

/**
 * Daily counts of the site's beacon: never an address, an identifier, a cookie or a user agent. `kind` is 'view'
 * (key: the page's path), 'referrer' (key: the referring host, '' for none), 'device' (key: phone/tablet/desktop),
 * 'event' (key: the event's name, dimension: a slug, a form, a page or a load-time bucket) or 'search' (key: the
 * folded query, dimension: the result-count bucket). `locale` is the page's language (issue 23).
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    dimension: text('dimension').notNull().default(''),
    locale: text('locale').notNull().default('tr'),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.key, t.dimension, t.locale] }),
    check('analytics_daily_kind_check', sql`${t.kind} in ('view', 'referrer', 'device', 'event', 'search')`),
    index('analytics_daily_kind_day_idx').on(t.kind, t.day),
  ],
)

/**
 * Patients' consents to before/after images (issue 21, decision 0210): a file number or initials, the day of the
 * consent, the signed form kept outside the public uploads (`DATA_DIR/private/consents/`), and the day it was
 * withdrawn. Per patient, not per language: no locale.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    patientRef: text('patient_ref').notNull(),
    consentDate: date('consent_date', { mode: 'string' }).notNull(),
    /** The stored file's name inside the private folder, and its sniffed type. */
    signedFormFile: text('signed_form_file'),
    signedFormType: text('signed_form_type', { enum: ['application/pdf', 'image/jpeg', 'image/png'] }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('consent_records_created_idx').on(t.createdAt)],
)

// ── Revisions (issue 24, item 4; decisions 0280 and 0281) ───────────────────────────────────────────────────────

/**
 * Every save of a post, an operation, a catalog or a category keeps a revision of what its form holds, per unit
 * `(kind, item_id, locale)`: `tr` is the item's own row, another locale its translation row. No foreign key to the
 * item (four tables): the item's deletion deletes its revisions. `reason`: `save`, `restore`, `baseline` (the state
 * before the first revision-writing save of an item saved before revisions existed); `publish` and `schedule` are
 * kept for drafts and schedules.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['blog', 'operation', 'catalog', 'category'] }).notNull(),
    itemId: integer('item_id').notNull(),
    locale: text('locale').notNull().default('tr'),
    reason: text('reason', { enum: ['save', 'restore', 'baseline', 'publish', 'schedule'] }).notNull(),
    /** The form's fields as they were stored (texts, slug, tags, SEO, image path, group, switches, dates). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user's name at the time: it stays when the account goes. */
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_revisions_unit_idx').on(t.kind, t.itemId, t.locale, t.id),
    check('content_revisions_kind_check', sql`${t.kind} in ('blog', 'operation', 'catalog', 'category')`),
    check(
      'content_revisions_reason_check',
      sql`${t.reason} in ('save', 'restore', 'baseline', 'publish', 'schedule')`,
    ),
  ],
)

/**
 * Private preview links (issue 24, item 2; decision 0285): the SHA-256 of a random token (the token itself is only in
 * the link), the unit it shows (kind, item or, once drafts land, a new item's draft; locale) and its lifetime.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['blog', 'operation'] }).notNull(),
    itemId: integer('item_id'),
    /**
     * A new item's draft (decision 0286): its links go with it when the draft is deleted; publishing the draft moves
     * them onto the created item first (`item_id` set, `draft_id` NULL).
     */
    draftId: integer('draft_id').references((): AnyPgColumn => contentDrafts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull().default('tr'),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('preview_links_token_hash_idx').on(t.tokenHash),
    index('preview_links_unit_idx').on(t.kind, t.itemId, t.locale),
    check('preview_links_kind_check', sql`${t.kind} in ('blog', 'operation')`),
    check('preview_links_target_check', sql`${t.itemId} is not null or ${t.draftId} is not null`),
  ],
)

/**
 * Drafts (issue 24, decision 0283): the form's fields of a unit `(kind, item, locale)` saved by autosave, never read
 * by a public query. `item_id` NULL is a new item not created yet (always Turkish). "Yayınla" (or the schedule at
 * `publish_at`) applies the fields through the item's own save and deletes the draft.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['blog', 'operation'] }).notNull(),
    /** No foreign key (two tables); deleting an item deletes its drafts (the draft service's `forgetItem`). */
    itemId: integer('item_id'),
    locale: text('locale').notNull().default('tr'),
    /** The form's fields under the names the create/update/translation routes take (texts and switches as text). */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** The live row's `updated_at` when the draft began (NULL: no live row then). */
    baseUpdatedAt: timestamp('base_updated_at', { withTimezone: true }),
    /** Optimistic: an autosave must carry the version it read; each save adds one. */
    version: integer('version').notNull().default(1),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Why the last scheduled publish failed (Turkish); cleared by the next save. */
    scheduleError: text('schedule_error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_drafts_unit_unique')
      .on(t.kind, t.itemId, t.locale)
      .where(sql`${t.itemId} is not null`),
    index('content_drafts_publish_at_idx').on(t.publishAt).where(sql`${t.publishAt} is not null`),
    check('content_drafts_kind_check', sql`${t.kind} in ('blog', 'operation')`),
    check('content_drafts_new_is_turkish', sql`${t.itemId} is not null or ${t.locale} = 'tr'`),
  ],
)

/**
 * Taking a live post, operation or translation off at a time (issue 24, item 3; decision 0286): one row per unit
 * `(kind, item, locale)`, as the drafts are keyed. The sweep claims due rows with `DELETE … RETURNING` (each by exactly
 * one replica) and takes the unit off through its own service (`setActive(false)` / the translation's `isActive`).
 */
export const contentUnpublishSchedules = pgTable(
  'content_unpublish_schedules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['blog', 'operation'] }).notNull(),
    /** No foreign key (two tables); deleting the item deletes its schedules in the same transaction. */
    itemId: integer('item_id').notNull(),
    locale: text('locale').notNull().default('tr'),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_unpublish_schedules_unit_unique').on(t.kind, t.itemId, t.locale),
    index('content_unpublish_schedules_at_idx').on(t.unpublishAt),
    check('content_unpublish_schedules_kind_check', sql`${t.kind} in ('blog', 'operation')`),
  ],
)
