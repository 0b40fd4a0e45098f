import { siteEnv } from '../../site-env.ts'

/** "/admin/users" of the menu → the admin app's address (this site's /admin, or PUBLIC_ADMIN_URL). */
export const adminHref = (href: string) => `${siteEnv.adminUrl}${href.replace(/^\/admin/, '')}`
