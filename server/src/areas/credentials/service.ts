import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { isValidIdCard, maskIdCard, normalizeIdCard } from '../../core/idcard.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { CredentialProgramme, CredentialSignupsTable, DB } from '../../db/schema.js';
import { EDUCATION_LEVELS, type AdminSignup, type Programme, type Signup, type SignupBody, type SignupResult } from './schemas.js';

function signupView(row: Selectable<CredentialSignupsTable>): Signup {
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

  async programme(code: CredentialProgramme): Promise<Programme> {
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

  async mine(userId: number, programme: CredentialProgramme): Promise<Signup | null> {
    const row = await this.db
      .selectFrom('credential_signups')
      .selectAll()
      .where('user_id', '=', userId)
      .where('programme', '=', programme)
      .executeTakeFirst();
    return row ? signupView(row) : null;
  }

  async signUp(userId: number, input: SignupBody): Promise<SignupResult> {
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

  async adminList(programme: CredentialProgramme | undefined, request: PageRequest): Promise<Page<AdminSignup>> {
    let query = this.db.selectFrom('credential_signups');
    if (programme) query = query.where('programme', '=', programme);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute();
    return page(rows.map((r) => ({ ...signupView(r), userId: r.user_id })), total, request);
  }
}
