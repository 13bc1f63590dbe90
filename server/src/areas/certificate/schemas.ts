/**
 * The certificate area's part of the API contract (docs/API.md "Courses and learning" →
 * Certificates). The client imports the types only (`@contract/certificate`).
 */
import { Type, type Static } from '@sinclair/typebox';

const CertificateId = Type.Integer({ title: '证书编号', minimum: 1, 'x-msg': '证书编号不正确' });

export const CertificateSubjectSchema = Type.Object({ id: Type.Integer(), title: Type.String(), cover: Type.String(), author: Type.String() });
export type CertificateSubject = Static<typeof CertificateSubjectSchema>;

/** A certificate as learning answers it when a report issues one (and the course detail shows it). */
export const CertificateRefSchema = Type.Object({ id: Type.Integer(), number: Type.String() });
export type CertificateRef = Static<typeof CertificateRefSchema>;

// ---- GET /certificate/list ----

export const CertificateItemSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  issuedAt: Type.Integer(),
  subject: CertificateSubjectSchema,
});
export type CertificateItem = Static<typeof CertificateItemSchema>;

// ---- GET /certificate/detail ----

export const CertificateDetailQuerySchema = Type.Object({ id: CertificateId });
export type CertificateDetailQuery = Static<typeof CertificateDetailQuerySchema>;

export const CertificateDetailSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  holderName: Type.String(),
  issuedAt: Type.Integer(),
  subject: CertificateSubjectSchema,
  chapterCount: Type.Integer(),
  totalDurationSec: Type.Integer(),
  /** Signed SVG address, valid 6 hours. */
  imageUrl: Type.String(),
});
export type CertificateDetail = Static<typeof CertificateDetailSchema>;

// ---- GET /certificate/image (an SVG document, not the envelope) ----

/** The signature is the credential: `<img>` and the mini-program `Image` send no token. */
export const CertificateImageQuerySchema = Type.Object({
  id: CertificateId,
  exp: Type.Optional(Type.String({ maxLength: 20 })),
  sig: Type.Optional(Type.String({ maxLength: 128 })),
});
export type CertificateImageQuery = Static<typeof CertificateImageQuerySchema>;
