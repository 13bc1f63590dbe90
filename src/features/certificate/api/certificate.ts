// Certificate calls (docs/API.md "Courses and learning" → Certificates).
import type { CertificateDetail, CertificateItem } from '@contract/certificate'
import { get } from '@/core/request/client'

export type { CertificateDetail, CertificateItem }

export function getCertificates(): Promise<CertificateItem[]> {
  return get<CertificateItem[]>('/certificate/list', undefined, { skipLoading: true })
}

export function getCertificate(id: number): Promise<CertificateDetail> {
  return get<CertificateDetail>('/certificate/detail', { id }, { skipLoading: true })
}
