// Certificate calls (docs/API.md "Courses and learning" → Certificates).
import { get } from '@/core/request/client'

export interface CertificateItem {
  id: number
  number: string
  issuedAt: number
  subject: { id: number; title: string; cover: string; author: string }
}

export interface CertificateDetail {
  id: number
  number: string
  holderName: string
  issuedAt: number
  subject: { id: number; title: string; author: string; cover: string }
  chapterCount: number
  totalDurationSec: number
  /** Signed SVG address, valid 6 hours. */
  imageUrl: string
}

export function getCertificates(): Promise<CertificateItem[]> {
  return get<CertificateItem[]>('/certificate/list', undefined, { skipLoading: true })
}

export function getCertificate(id: number): Promise<CertificateDetail> {
  return get<CertificateDetail>('/certificate/detail', { id }, { skipLoading: true })
}
