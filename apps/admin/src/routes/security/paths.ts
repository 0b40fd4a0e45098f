/** The admin's own security screen: second factor and sessions. */
export const SECURITY_PATH = '/security'
