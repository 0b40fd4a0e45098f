/** A phone of siteConfig.contact: its label, display form and tel: form. */
export type Phone = { label: string; display: string; tel: string }
type Phones = { phones: readonly Phone[] }

/** The clinic's mobile line: the phone whose label names WhatsApp. */
export function whatsappPhone(contact: Phones): Phone | undefined {
  return contact.phones.find((p) => /whatsapp/i.test(p.label))
}

/**
 * `https://wa.me/<digits>?text=…`: a chat with the clinic's WhatsApp number, the page's language's greeting filled in
 * (`appointment.whatsappMessage`; the visitor can change it before sending).
 */
export function whatsappLink(contact: Phones, text: string): string | undefined {
  const phone = whatsappPhone(contact)
  if (!phone) return undefined
  return `https://wa.me/${phone.tel.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/** The clinics' own lines (not the mobile): what "Ara" and the booking page's phone list offer first. */
export function clinicPhones(contact: Phones): Phone[] {
  return contact.phones.filter((p) => !/whatsapp/i.test(p.label))
}
