/**
 * The yearBill area's part of the API contract (docs/API.md "Courses and learning" → Yearly
 * reports). The client imports the types only (`@contract/yearBill`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../core/schemas.js';
import { SubjectCardSchema } from '../course/schemas.js';

/** Years with a report page (2023 listening report, 2024 learning report). */
export const REPORT_YEARS = [2023, 2024] as const;
export type ReportYear = (typeof REPORT_YEARS)[number];

// ---- GET /yearBill/report ----

// Any year passes the schema; years without a report answer 4710.
export const YearReportQuerySchema = Type.Object({ year: Type.Integer({ title: '年份', 'x-msg': '请选择报告年份' }) });
export type YearReportQuery = Static<typeof YearReportQuerySchema>;

export const YearReportSchema = Type.Object({
  year: Type.Integer(),
  hasData: Type.Boolean(),
  totalMinutes: Type.Integer(),
  activeDays: Type.Integer(),
  longestStreak: Type.Integer(),
  coursesStarted: Type.Integer(),
  coursesCompleted: Type.Integer(),
  certificates: Type.Integer(),
  firstListen: Nullable(Type.Object({ date: Type.String(), subjectTitle: Type.String() })),
  /** The latest listening between 22:00 and 04:00, counted into the evening before. */
  latestNight: Nullable(Type.Object({ date: Type.String(), time: Type.String() })),
  busiestMonth: Nullable(Type.Object({ month: Type.Integer(), minutes: Type.Integer() })),
  /** Minutes per month, January first. */
  monthly: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 }),
  topSubjects: Type.Array(Type.Object({ subject: SubjectCardSchema, minutes: Type.Integer() })),
  topCategory: Nullable(Type.Object({ name: Type.String(), minutes: Type.Integer() })),
  /** Share of that year's listeners with fewer minutes, 0..100. */
  beatPercent: Type.Integer(),
  title: Type.String(),
});
export type YearReport = Static<typeof YearReportSchema>;
