declare module 'virtual:clinic-site-settings' {
  const settings: import('@clinic/contract/site-settings').SiteSettingsPublic
  export default settings
}
