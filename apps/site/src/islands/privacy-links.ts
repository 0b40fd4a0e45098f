/** The KVKK pages (Aydınlatma Metni, Çerez Politikası), linked from the forms and the footer. */
export const PRIVACY_NOTICE_PATH = '/aydinlatma-metni'
export const COOKIE_POLICY_PATH = '/cerez-politikasi'
