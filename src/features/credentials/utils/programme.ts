// The two programmes share their pages: route names per programme (src/routes/table.ts).
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import type { CredentialProgramme } from '@/features/credentials/api/credentials'

type Page = 'index' | 'submitinfo' | 'addassistant'

export function routeName(programme: CredentialProgramme, page: Page): string {
  return programme === 'familyEducation' ? `credentials-familyEducation-${page}` : `credentials-${page}`
}

/** Where a sign-up came from: the invitation and source of the intro link, carried along. */
export interface SignupSource {
  inviteCode?: string
  sourceName?: string
}

function query(source: SignupSource) {
  return { inviteCode: source.inviteCode || undefined, sourceName: source.sourceName || undefined }
}

export function openSubmit(programme: CredentialProgramme, source: SignupSource): void {
  void openRoute(routeName(programme, 'submitinfo'), query(source))
}

export function openAssistant(programme: CredentialProgramme, source: SignupSource): void {
  void openRoute(routeName(programme, 'addassistant'), query(source))
}

/** After signing up: the form is replaced, so back returns to the intro. */
export function toAssistant(programme: CredentialProgramme, source: SignupSource): void {
  void replaceRoute(routeName(programme, 'addassistant'), query(source))
}
