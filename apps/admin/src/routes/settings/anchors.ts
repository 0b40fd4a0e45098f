/** The settings screen's sections: the first-run checklist links to each. */
export const SETTINGS_PATH = '/settings'
export const SETTINGS_ANCHORS = {
  doctor: 'doktor',
  booking: 'randevu',
  contact: 'iletisim',
  clinics: 'klinikler',
  analytics: 'analitik',
} as const

export const settingsLink = (section: keyof typeof SETTINGS_ANCHORS) =>
  `${SETTINGS_PATH}#${SETTINGS_ANCHORS[section]}`
