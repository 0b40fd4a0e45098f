import { setUpAccount } from './account.ts'
import { setUpConsent, setUpPageEvents } from './analytics.ts'
import { setUpClamps } from './clamp.ts'
import { setUpGoTop } from './go-top.ts'
import { setUpDropdowns, setUpMobileMenu } from './menus.ts'
import { setUpMostRead } from './most-read.ts'
import { setUpPageActions } from './page-actions.ts'
import { setUpSearch } from './search.ts'
import { setUpStickyHeader } from './sticky-header.ts'
import { setUpTheme } from './theme.ts'

// Every page's behaviours, as plain scripts (no framework): each finds its elements or does nothing.
setUpTheme()
setUpAccount()
setUpConsent()
setUpStickyHeader()
setUpDropdowns()
setUpMobileMenu()
setUpSearch()
setUpGoTop()
setUpClamps()
setUpPageActions()
setUpMostRead()
setUpPageEvents()
