// Credential sign-up calls (docs/API.md "Credentials", spec 2.11).
import { get, post } from '@/core/request/client'

export type ProgrammeCode = 'counsellor' | 'familyEducation'

export interface Programme {
  code: ProgrammeCode
  title: string
  intro: string[]
  educations: string[]
  /** `qr`: the text or address the QR code encodes. */
  assistant: { name: string; qr: string; tip: string }
}

export interface Signup {
  id: number
  programme: ProgrammeCode
  name: string
  mobile: string
  /** Masked but for the last 4 characters. */
  idCard: string
  education: string
  inviteCode: string | null
  sourceName: string | null
  createdAt: number
  updatedAt: number
}

export interface SignupInput {
  programme: ProgrammeCode
  name: string
  mobile: string
  idCard: string
  education: string
  inviteCode?: string
  sourceName?: string
}

export function getProgramme(programme: ProgrammeCode): Promise<Programme> {
  return get<Programme>('/credentials/programme', { programme }, { skipLoading: true })
}

export function getMySignup(programme: ProgrammeCode): Promise<Signup | null> {
  return get<Signup | null>('/credentials/signup', { programme }, { skipLoading: true })
}

export function signUp(input: SignupInput): Promise<Signup & { updated: boolean }> {
  return post<Signup & { updated: boolean }>('/credentials/signup', input)
}
