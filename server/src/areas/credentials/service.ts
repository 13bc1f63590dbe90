import { Type, type Static } from '@sinclair/typebox';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { isValidIdCard, maskIdCard, normalizeIdCard } from '../../core/idcard.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { Nullable } from '../../core/schemas.js';
import { States } from '../../core/states.js';
import type { CredentialProgramme, CredentialSignupsTable, DB } from '../../db/schema.js';

export const CREDENTIAL_PROGRAMMES: readonly CredentialProgramme[] = ['counsellor', 'familyEducation'];
export const EDUCATION_LEVELS = ['初中及以下', '高中/中专', '大专', '本科', '硕士', '博士'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const ProgrammeSchema = Type.Object({
  code: Type.String(),
  title: Type.String(),
  intro: Type.Array(Type.String()),
  educations: Type.Array(Type.String()),
  assistant: Type.Object({ name: Type.String(), qr: Type.String(), tip: Type.String() }),
});
export type ProgrammeView = Static<typeof ProgrammeSchema>;

export const SignupSchema = Type.Object({
  id: Type.Integer(),
  programme: Type.String(),
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
export type SignupView = Static<typeof SignupSchema>;

export const AdminSignupSchema = Type.Intersect([SignupSchema, Type.Object({ userId: Type.Integer() })]);

export interface SignupInput {
  programme: CredentialProgramme;
  name: string;
  mobile: string;
  idCard: string;
  education: EducationLevel;
  inviteCode?: string;
  sourceName?: string;
}

function signupView(row: Selectable<CredentialSignupsTable>): SignupView {
  return {
    id: row.id,
    programme: row.programme,
    name: row.name,
    mobile: row.mobile,
    idCard: maskIdCard(row.id_card),
    education: row.education,
    inviteCode: row.invite_code,
    sourceName: row.source_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Counsellor credential sign-ups (spec 2.11; the same under familyEducation): programme intro
 * and assistant contact from `credential_programmes`, one sign-up per user and programme (a
 * second one updates it), listed for operators with the ID number masked.
 */
export class CredentialService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async programme(code: CredentialProgramme): Promise<ProgrammeView> {
    const row = await this.db.selectFrom('credential_programmes').selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) throw new AppError(States.CREDENTIAL_PROGRAMME_NOT_FOUND);
    return {
      code: row.code,
      title: row.title,
      intro: JSON.parse(row.intro) as string[],
      educations: [...EDUCATION_LEVELS],
      assistant: { name: row.assistant_name, qr: row.assistant_qr, tip: row.assistant_tip },
    };
  }

  async mine(userId: number, programme: CredentialProgramme): Promise<SignupView | null> {
    const row = await this.db
      .selectFrom('credential_signups')
      .selectAll()
      .where('user_id', '=', userId)
      .where('programme', '=', programme)
      .executeTakeFirst();
    return row ? signupView(row) : null;
  }

  async signUp(userId: number, input: SignupInput): Promise<SignupView & { updated: boolean }> {
    await this.programme(input.programme);
    const idCard = normalizeIdCard(input.idCard.trim());
    if (!isValidIdCard(idCard, new Date(this.clock.now()))) throw new AppError(States.ID_CARD_INVALID);
    const now = this.clock.now();
    const fields = {
      name: input.name.trim(),
      mobile: input.mobile,
      id_card: idCard,
      education: input.education,
      invite_code: input.inviteCode?.trim() || null,
      source_name: input.sourceName?.trim() || null,
      updated_at: now,
    };
    const before = await this.mine(userId, input.programme);
    await this.db
      .insertInto('credential_signups')
      .values({ user_id: userId, programme: input.programme, created_at: now, ...fields })
      .onConflict((oc) => oc.columns(['user_id', 'programme']).doUpdateSet(fields))
      .execute();
    const after = await this.mine(userId, input.programme);
    return { ...after!, updated: before !== null };
  }

  async adminList(programme: CredentialProgramme | undefined, request: PageRequest): Promise<Page<SignupView & { userId: number }>> {
    let query = this.db.selectFrom('credential_signups');
    if (programme) query = query.where('programme', '=', programme);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute();
    return page(rows.map((r) => ({ ...signupView(r), userId: r.user_id })), total, request);
  }
}
