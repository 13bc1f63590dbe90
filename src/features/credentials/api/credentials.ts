// Credential sign-up calls (docs/API.md "Credentials", spec 2.11). The shapes are the server's
// contract (@contract/credentials).
import type { CredentialProgramme, EducationLevel, Programme, Signup, SignupBody, SignupResult } from '@contract/credentials'
import { get, post } from '@/core/request/client'

export type { CredentialProgramme, EducationLevel, Programme, Signup, SignupBody, SignupResult }

export function getProgramme(programme: CredentialProgramme): Promise<Programme> {
  return get<Programme>('/credentials/programme', { programme }, { skipLoading: true })
}

export function getMySignup(programme: CredentialProgramme): Promise<Signup | null> {
  return get<Signup | null>('/credentials/signup', { programme }, { skipLoading: true })
}

export function signUp(input: SignupBody): Promise<SignupResult> {
  return post<SignupResult>('/credentials/signup', input)
}
