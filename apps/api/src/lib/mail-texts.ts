import type { Locale } from '@clinic/contract/locale'

/**
 * The account e-mails' texts per language (decision 0282): the confirmation and the reset mail go out in the
 * language of the page the visitor used (register, forgot-password, resend confirmation send it), their links to
 * that language's pages. The API's other texts (answers, the clinic's notice mails) stay Turkish.
 * REVIEW: docs/translation-review.md names who checks each language before going live.
 */
export interface AccountMailTexts {
  greeting: (firstName?: string) => string
  /** The footer: `{site}` sent it automatically, do not reply. */
  footer: (site: string) => string
  /** Under the button, for a client where it does not work. */
  buttonFallback: string
  confirm: {
    subject: string
    intro: (site: string) => string
    /** The plain-text line above the link. */
    open: string
    button: string
    validity: (hours: number) => string
  }
  reset: {
    subject: string
    intro: string
    button: string
    validity: (minutes: number) => string
  }
}

const tr: AccountMailTexts = {
  greeting: (firstName) => (firstName ? `Merhaba ${firstName},` : 'Merhaba,'),
  footer: (site) =>
    `Bu e-posta ${site} web sitesi tarafından otomatik olarak gönderildi. Lütfen yanıtlamayın.`,
  buttonFallback: 'Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:',
  confirm: {
    subject: 'E-posta adresinizi doğrulayın',
    intro: (site) =>
      `${site} web sitesine kaydolduğunuz için teşekkür ederiz. Hesabınızı kullanmaya başlamak için e-posta adresinizi doğrulayın.`,
    open: 'E-posta adresinizi doğrulamak için bu bağlantıyı açın:',
    button: 'E-posta adresimi doğrula',
    validity: (hours) =>
      `Bağlantı ${hours} saat geçerlidir. Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın.`,
  },
  reset: {
    subject: 'Şifre sıfırlama isteğiniz',
    intro:
      'Hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın.',
    button: 'Yeni şifre belirle',
    validity: (minutes) =>
      `Bağlantı ${minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecektir.`,
  },
}

const en: AccountMailTexts = {
  greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  footer: (site) =>
    `This e-mail was sent automatically by the website of ${site}. Please do not reply to it.`,
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  confirm: {
    subject: 'Please confirm your e-mail address',
    intro: (site) =>
      `Thank you for registering on the website of ${site}. To start using your account, please confirm your e-mail address.`,
    open: 'Open this link to confirm your e-mail address:',
    button: 'Confirm my e-mail address',
    validity: (hours) =>
      `The link is valid for ${hours} hours. If you did not register, you can ignore this e-mail.`,
  },
  reset: {
    subject: 'Your password reset request',
    intro:
      'We received a request to reset the password of your account. Use the link below to choose a new password.',
    button: 'Choose a new password',
    validity: (minutes) =>
      `The link is valid for ${minutes} minutes and can be used only once. If you did not ask for this, you can ignore this e-mail; your password will not change.`,
  },
}

const ka: AccountMailTexts = {
  greeting: (firstName) => (firstName ? `გამარჯობა, ${firstName},` : 'გამარჯობა,'),
  footer: (site) => `ეს წერილი ავტომატურად გამოგზავნა ${site}-ის ვებგვერდმა. გთხოვთ, ნუ უპასუხებთ.`,
  buttonFallback: 'თუ ღილაკი არ მუშაობს, ჩასვით ეს მისამართი ბრაუზერში:',
  confirm: {
    subject: 'გთხოვთ, დაადასტუროთ თქვენი ელფოსტა',
    intro: (site) =>
      `გმადლობთ, რომ დარეგისტრირდით ${site}-ის ვებგვერდზე. ანგარიშის გამოსაყენებლად გთხოვთ, დაადასტუროთ თქვენი ელფოსტა.`,
    open: 'ელფოსტის დასადასტურებლად გახსენით ეს ბმული:',
    button: 'ელფოსტის დადასტურება',
    validity: (hours) =>
      `ბმული მოქმედებს ${hours} საათის განმავლობაში. თუ თქვენ არ დარეგისტრირებულხართ, ყურადღებას ნუ მიაქცევთ ამ წერილს.`,
  },
  reset: {
    subject: 'პაროლის აღდგენის მოთხოვნა',
    intro:
      'მივიღეთ მოთხოვნა თქვენი ანგარიშის პაროლის აღდგენაზე. ახალი პაროლის ასარჩევად გამოიყენეთ ქვემოთ მოცემული ბმული.',
    button: 'ახალი პაროლის არჩევა',
    validity: (minutes) =>
      `ბმული მოქმედებს ${minutes} წუთის განმავლობაში და მისი გამოყენება მხოლოდ ერთხელ შეიძლება. თუ ეს თქვენ არ მოგითხოვიათ, ყურადღებას ნუ მიაქცევთ ამ წერილს; თქვენი პაროლი არ შეიცვლება.`,
  },
}

const ru: AccountMailTexts = {
  greeting: (firstName) => (firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!'),
  footer: (site) => `Это письмо автоматически отправлено сайтом ${site}. Пожалуйста, не отвечайте на него.`,
  buttonFallback: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
  confirm: {
    subject: 'Подтвердите адрес электронной почты',
    intro: (site) =>
      `Спасибо за регистрацию на сайте ${site}. Чтобы начать пользоваться аккаунтом, подтвердите, пожалуйста, адрес электронной почты.`,
    open: 'Чтобы подтвердить адрес электронной почты, откройте эту ссылку:',
    button: 'Подтвердить адрес',
    validity: (hours) =>
      `Ссылка действительна ${hours} ч. Если Вы не регистрировались, просто не обращайте внимания на это письмо.`,
  },
  reset: {
    subject: 'Запрос на сброс пароля',
    intro:
      'Мы получили запрос на сброс пароля Вашего аккаунта. Чтобы задать новый пароль, перейдите по ссылке ниже.',
    button: 'Задать новый пароль',
    validity: (minutes) =>
      `Ссылка действительна ${minutes} мин. и может быть использована только один раз. Если Вы не запрашивали сброс, не обращайте внимания на это письмо: Ваш пароль не изменится.`,
  },
}

export const ACCOUNT_MAIL_TEXTS: Record<Locale, AccountMailTexts> = { tr, en, ka, ru }
