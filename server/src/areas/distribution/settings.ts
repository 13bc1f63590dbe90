import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import type { DistributionSettingsRow } from '../../db/tables/distribution.js';
import type { Agreement, Settings, SettingsBody } from './schemas.js';

export const DAY_MS = 86_400_000;

/** The programme's one row of settings (migration 012 writes the defaults). */
export class DistributionSettings {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async get(db: Kysely<DB> = this.db): Promise<DistributionSettingsRow> {
    return db.selectFrom('distribution_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }

  async view(): Promise<Settings> {
    return settingsView(await this.get());
  }

  async agreement(agreedVersion: number | null): Promise<Agreement> {
    const s = await this.get();
    return { version: s.agreement_version, title: s.agreement_title, content: s.agreement_content, updatedAt: s.updated_at, agreedVersion };
  }

  /** Fields not sent are kept; a changed agreement title or text is a new version (applicants agree to it anew). */
  async update(body: SettingsBody): Promise<Settings> {
    const current = await this.get();
    const title = body.agreementTitle?.trim() ?? current.agreement_title;
    const content = body.agreementContent?.trim() ?? current.agreement_content;
    const agreementChanged = title !== current.agreement_title || content !== current.agreement_content;
    await this.db
      .updateTable('distribution_settings')
      .set({
        enabled: body.enabled === undefined ? current.enabled : Number(body.enabled),
        approval_required: body.approvalRequired === undefined ? current.approval_required : Number(body.approvalRequired),
        bind_days: body.bindDays ?? current.bind_days,
        refund_window_days: body.refundWindowDays ?? current.refund_window_days,
        agreement_title: title,
        agreement_content: content,
        agreement_version: agreementChanged ? current.agreement_version + 1 : current.agreement_version,
        updated_at: this.clock.now(),
      })
      .where('id', '=', 1)
      .execute();
    return this.view();
  }
}

function settingsView(s: DistributionSettingsRow): Settings {
  return {
    enabled: s.enabled === 1,
    approvalRequired: s.approval_required === 1,
    bindDays: s.bind_days,
    refundWindowDays: s.refund_window_days,
    agreementVersion: s.agreement_version,
    agreementTitle: s.agreement_title,
    agreementContent: s.agreement_content,
    updatedAt: s.updated_at,
  };
}
