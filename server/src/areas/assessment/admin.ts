import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { ASSESSMENT_ACCESS, AdminAssessmentSchema, type AssessmentService } from './service.js';

const Id = (title: string) => Type.Integer({ title, minimum: 1, 'x-msg': `${title}不正确` });

/**
 * Operator routes of assessments (behind the operator guard): the catalogue rows and
 * entitlement grants.
 */
export async function assessmentAdminRoutes(app: App, assessments: AssessmentService) {

  app.get('/admin/assessments', { schema: { response: OkSchema(Type.Array(AdminAssessmentSchema)) } }, async () => ok(await assessments.adminList()));

  app.put(
    '/admin/assessments/:id',
    {
      schema: {
        params: Type.Object({ id: Id('测评编号') }),
        body: Type.Object({
          title: Type.Optional(Type.String({ title: '标题', minLength: 1, maxLength: 40 })),
          subtitle: Type.Optional(Type.String({ title: '副标题', maxLength: 60 })),
          coverColor: Type.Optional(Type.String({ title: '封面颜色', pattern: '^#[0-9a-fA-F]{6}$', 'x-msg': '封面颜色须为 #RRGGBB' })),
          access: Type.Optional(StringEnum(ASSESSMENT_ACCESS, { title: '开放方式', 'x-msg': '开放方式须为 free、vip 或 paid' })),
          priceFen: Type.Optional(Type.Integer({ title: '价格（分）', minimum: 0, maximum: 10_000_000 })),
          peopleBase: Type.Optional(Type.Integer({ title: '基础测试人数', minimum: 0, maximum: 100_000_000 })),
          hot: Type.Optional(Type.Boolean({ title: '热门' })),
          helpUnlock: Type.Optional(Type.Integer({ title: '助力解锁人数', minimum: 0, maximum: 20 })),
          courseKeyword: Type.Optional(Type.String({ title: '推荐课程关键词', maxLength: 20 })),
          sort: Type.Optional(Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 })),
          active: Type.Optional(Type.Boolean({ title: '上架' })),
        }),
        response: OkSchema(AdminAssessmentSchema),
      },
    },
    async (request) => ok(await assessments.adminUpdate(request.params.id, request.body)),
  );

  app.post(
    '/admin/assessments/entitlements',
    {
      schema: {
        body: Type.Object({ userId: Id('用户编号'), assessmentId: Id('测评编号') }),
        response: OkSchema(Type.Object({ id: Type.Integer(), userId: Type.Integer(), assessmentId: Type.Integer(), source: Type.String(), createdAt: Type.Integer() })),
      },
    },
    async (request) => ok(await assessments.grant(request.body.userId, request.body.assessmentId)),
  );
}
