// Where reading-party pages open (route names of src/routes/table.ts). A party's pages take
// `?partyId=`. In our native app a party opens natively: pageJump type 117 with the party's id
// and its H5 address (docs/NATIVE-BRIDGE.md); an app without the bridge opens it here.
import { routeShareLink } from '@/components/Poster/link'
import { openRoute } from '@/components/navigation/navigate'
import { bridge, PAGE_JUMP_READING_PARTY } from '@/core/bridge/native'
import { isInApp } from '@/core/env'
import type { RouteParams } from '@/routes/match'

export type ReadingPage =
  | 'reading-detail'
  | 'reading-manage'
  | 'reading-statistics'
  | 'reading-settlement'
  | 'reading-sharePoster'

/** The party a page is about (`?partyId=`), else null. */
export function partyIdOf(params: RouteParams): number | null {
  const id = Number(params.partyId)
  return Number.isInteger(id) && id > 0 ? id : null
}

export function openPartyPage(page: ReadingPage, partyId: number): void {
  void openRoute(page, { partyId })
}

/** Opens a party from a list: natively in our app (page jump 117), else its detail page. */
export function openParty(partyId: number): void {
  if (!isInApp()) {
    openPartyPage('reading-detail', partyId)
    return
  }
  bridge
    .pageJump({ type: PAGE_JUMP_READING_PARTY, params: { partyId, url: routeShareLink('reading-detail', { partyId }) } })
    .catch(() => openPartyPage('reading-detail', partyId))
}

/** The shared cash-out page of the reading area (helper D's getMoney). */
export function openGetMoney(): void {
  void openRoute('reading-getMoney')
}
