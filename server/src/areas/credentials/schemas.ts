/**
 * The credentials area's part of the API contract (docs/API.md "Credentials", spec 2.11): the
 * programme intro, my sign-up and signing up, then the operator list. The client imports the
 * types only (`@contract/credentials`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ID_CARD_PATTERN } from '../../core/idcard.js';
import { PageQuery } from '../../core/paging.js';
import { Mobile, Nullable, StringEnum } from '../../core/schemas.js';

// ---- fields ----

export const CREDENTIAL_PROGRAMMES = ['counsellor', 'familyEducation'] as const;
/** The psychology counsellor certificate, and the same pages under familyEducation. */
export type CredentialProgramme = (typeof CREDENTIAL_PROGRAMMES)[number];
const CredentialProgrammeSchema = StringEnum(CREDENTIAL_PROGRAMMES);

export const EDUCATION_LEVELS = ['初中及以下', '高中/中专', '大专', '本科', '硕士', '博士'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

const ProgrammeParam = StringEnum(CREDENTIAL_PROGRAMMES, { title: '报名项目', 'x-msg': '报名项目须为 counsellor 或 familyEducation' });

/**
 * The shape of a mainland ID-card number: 17 digits and a digit or X (core/idcard.ts, which also
 * checks the birth date and the check character after validation).
 */
const IdCardNumber = Type.String({
  title: '身份证号',
  minLength: 1,
  pattern: ID_CARD_PATTERN,
  'x-msg': { required: '请输入身份证号', minLength: '请输入身份证号', default: '请输入正确的身份证号' },
});

// ---- the programme and sign-ups ----

/** Query of GET /credentials/programme and GET /credentials/signup. */
export const ProgrammeQuerySchema = Type.Object({ programme: ProgrammeParam });
export type ProgrammeQuery = Static<typeof ProgrammeQuerySchema>;

export const ProgrammeSchema = Type.Object({
  code: CredentialProgrammeSchema,
  title: Type.String(),
  intro: Type.Array(Type.String()),
  /** The choices of 学历, in order. */
  educations: Type.Array(StringEnum(EDUCATION_LEVELS)),
  /** `qr`: the text or address the QR code encodes. */
  assistant: Type.Object({ name: Type.String(), qr: Type.String(), tip: Type.String() }),
});
export type Programme = Static<typeof ProgrammeSchema>;

export const SignupSchema = Type.Object({
  id: Type.Integer(),
  programme: CredentialProgrammeSchema,
  name: Type.String(),
  mobile: Type.String(),
  /** Masked but for the last 4 characters, also for the owner: the number is never sent back whole. */
  idCard: Type.String(),
  education: Type.String(),
  inviteCode: Nullable(Type.String()),
  sourceName: Nullable(Type.String()),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type Signup = Static<typeof SignupSchema>;

/** Body of POST /credentials/signup. */
export const SignupBodySchema = Type.Object({
  programme: ProgrammeParam,
  name: Type.String({
    title: '姓名',
    minLength: 1,
    pattern: '^\\s*[\\u4e00-\\u9fa5A-Za-z·][\\u4e00-\\u9fa5A-Za-z· ]{0,18}[\\u4e00-\\u9fa5A-Za-z·]\\s*$',
    'x-msg': { required: '请输入姓名', minLength: '请输入姓名', default: '请输入2到20个字的中文或英文姓名' },
  }),
  mobile: Mobile,
  idCard: IdCardNumber,
  education: StringEnum(EDUCATION_LEVELS, { title: '学历', 'x-msg': { required: '请选择学历', default: '请选择学历' } }),
  inviteCode: Type.Optional(Type.String({ title: '邀请码', maxLength: 64 })),
  sourceName: Type.Optional(Type.String({ title: '来源', maxLength: 64 })),
});
export type SignupBody = Static<typeof SignupBodySchema>;

/** The sign-up after POST /credentials/signup; `updated`: the user had signed up before. */
export const SignupResultSchema = Type.Intersect([SignupSchema, Type.Object({ updated: Type.Boolean() })]);
export type SignupResult = Static<typeof SignupResultSchema>;

// ---- operator API ----

/** Query of GET /admin/credentials/signups. */
export const AdminSignupsQuerySchema = Type.Object({ ...PageQuery, programme: Type.Optional(StringEnum(CREDENTIAL_PROGRAMMES, { title: '报名项目' })) });
export type AdminSignupsQuery = Static<typeof AdminSignupsQuerySchema>;

export const AdminSignupSchema = Type.Intersect([SignupSchema, Type.Object({ userId: Type.Integer() })]);
export type AdminSignup = Static<typeof AdminSignupSchema>;
