/**
 * A fake of WeChat Pay 商家转账 (the 2025 version) speaking its wire format, on top of the
 * WeChat Pay fake (same merchant, keys, signatures and address, as in production where both
 * live at api.mch.weixin.qq.com):
 * - POST /v3/fund-app/mch-transfer/transfer-bills creates a bill (checked like WeChat: AppID,
 *   bill number, scene and its report fields, amount, remark) that waits for the user's confirm
 *   (WAIT_USER_CONFIRM with a package_info); the same bill number answers the same bill;
 * - GET …/out-bill-no/{no} queries it (404 NOT_FOUND without one), POST …/{no}/cancel cancels
 *   it before the user confirms;
 * - `confirm()` is the user's wx.requestMerchantTransfer, `finish()` any other outcome, and
 *   `notification()` builds the MCHTRANSFER.BILL.FINISHED notification WeChat then sends.
 * Its crypto is the WeChat Pay fake's, written separately from the server's.
 */
import type { KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import type { TransferConfig } from '../../src/config.js';
import type { FakeAnswer, FakeRequest } from './http.js';
import { FakeWechatPay, PAY_MCHID } from './wechatpay.js';

export const TRANSFER_NOTIFY_URL = 'https://xinzhan.example.com/api/earnings/transfer/wechat/notify';
const BILLS = '/v3/fund-app/mch-transfer/transfer-bills';

/** What each scene must report and which 收款感知 it may show (WeChat's table). */
const SCENES: Record<string, { infoTypes: string[]; perceptions: string[] }> = {
  '1000': { infoTypes: ['活动名称', '奖励说明'], perceptions: ['活动奖励', '现金奖励'] },
  '1005': { infoTypes: ['岗位类型', '报酬说明'], perceptions: ['劳务报酬', '报酬收入'] },
};

export type FakeBillState = 'ACCEPTED' | 'PROCESSING' | 'WAIT_USER_CONFIRM' | 'TRANSFERING' | 'SUCCESS' | 'FAIL' | 'CANCELING' | 'CANCELLED';

export interface FakeBill {
  appid: string;
  outBillNo: string;
  transferBillNo: string;
  sceneId: string;
  openid: string;
  amount: number;
  remark: string;
  notifyUrl: string;
  perception: string;
  reportInfos: Array<{ info_type: string; info_content: string }>;
  state: FakeBillState;
  packageInfo: string;
  failReason: string | null;
  createTime: string;
  updateTime: string;
}

export class FakeWechatTransfer extends FakeWechatPay {
  readonly bills = new Map<string, FakeBill>();
  /**
   * The next transfer calls about `outBillNo` (any bill when omitted) answer this error, one per
   * call. `after`: the call is carried out first and only its answer is lost (a bill created,
   * then a timeout or a 500).
   */
  transferFailures: Array<{ status: number; code: string; message: string; after?: boolean; outBillNo?: string }> = [];
  /** What a cancel answers (WeChat usually says CANCELING and finishes later). */
  cancelAnswer: 'CANCELING' | 'CANCELLED' = 'CANCELING';

  /** The server's transfer settings that talk to this fake. */
  transferConfig(sceneId = '1000'): TransferConfig {
    return { provider: 'wechat', providerExplicit: true, sceneId, notifyUrl: TRANSFER_NOTIFY_URL };
  }

  /** The out_bill_no of every create call, in order (retries included). */
  createCalls(): string[] {
    return this.server.requests.filter((r) => r.method === 'POST' && r.path === BILLS).map((r) => JSON.parse(r.body).out_bill_no as string);
  }

  private time(): string {
    return new Date(this.now() + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';
  }

  protected override route(r: FakeRequest): FakeAnswer {
    if (!r.path.startsWith(BILLS)) return super.route(r);
    const url = r.path + (r.query.toString() ? `?${r.query.toString()}` : '');
    const denied = this.checkAuthorization(r, url);
    if (denied) return denied;
    const outBillNo = r.method === 'POST' && r.path === BILLS ? JSON.parse(r.body || '{}').out_bill_no : decodeURIComponent(r.path.split('/')[6] ?? '');
    const at = this.transferFailures.findIndex((f) => !f.outBillNo || f.outBillNo === outBillNo);
    const failure = at >= 0 ? this.transferFailures.splice(at, 1)[0] : undefined;
    if (failure && !failure.after) return this.error(failure.status, failure.code, failure.message);
    const answer = this.transfer(r);
    return failure ? this.error(failure.status, failure.code, failure.message) : answer;
  }

  private transfer(r: FakeRequest): FakeAnswer {
    if (r.method === 'POST' && r.path === BILLS) return this.create(JSON.parse(r.body || '{}'));
    const byNumber = new RegExp(`^${BILLS}/out-bill-no/([^/]+)(/cancel)?$`).exec(r.path);
    if (!byNumber) return this.error(404, 'NOT_FOUND', '接口不存在');
    const bill = this.bills.get(decodeURIComponent(byNumber[1]));
    if (!bill) return this.error(404, 'NOT_FOUND', '记录不存在');
    if (r.method === 'GET' && !byNumber[2]) return this.signed(200, this.queryView(bill));
    if (r.method === 'POST' && byNumber[2]) {
      if (!['ACCEPTED', 'PROCESSING', 'WAIT_USER_CONFIRM', 'CANCELING'].includes(bill.state)) {
        return this.error(400, 'INVALID_REQUEST', '当前单据状态不支持撤销');
      }
      if (bill.state !== 'CANCELING') this.setState(bill, this.cancelAnswer);
      return this.signed(200, { out_bill_no: bill.outBillNo, transfer_bill_no: bill.transferBillNo, state: bill.state, update_time: bill.updateTime });
    }
    return this.error(405, 'METHOD_NOT_ALLOWED', '请求方法不支持');
  }

  private create(body: Record<string, any>): FakeAnswer {
    for (const field of ['appid', 'out_bill_no', 'transfer_scene_id', 'openid', 'transfer_remark']) {
      if (typeof body[field] !== 'string' || !body[field]) return this.error(400, 'PARAM_ERROR', `缺少参数 ${field}`);
    }
    if (!/^[0-9A-Za-z]{1,32}$/.test(body.out_bill_no)) return this.error(400, 'PARAM_ERROR', 'out_bill_no 格式错误');
    if (!Number.isInteger(body.transfer_amount) || body.transfer_amount < 10) return this.error(400, 'PARAM_ERROR', '转账金额须为不少于10的整数（分）');
    if (body.transfer_amount >= 200_000 && !body.user_name) return this.error(400, 'PARAM_ERROR', '转账金额>=2000元时，收款用户姓名必填');
    if ([...body.transfer_remark].length > 32) return this.error(400, 'PARAM_ERROR', '转账备注最多32个字符');
    const scene = SCENES[body.transfer_scene_id];
    if (!scene) return this.error(400, 'PARAM_ERROR', '转账场景ID不存在或未开通');
    const infoTypes = (body.transfer_scene_report_infos ?? []).map((i: { info_type: string }) => i.info_type);
    if (infoTypes.length !== scene.infoTypes.length || !scene.infoTypes.every((t) => infoTypes.includes(t))) {
      return this.error(400, 'PARAM_ERROR', '未传入完整且对应的转账场景报备信息，请根据接口文档检查');
    }
    if (body.transfer_scene_report_infos.some((i: { info_content: string }) => !i.info_content || [...i.info_content].length > 32)) {
      return this.error(400, 'PARAM_ERROR', '转账场景报备信息内容须为1到32个字符');
    }
    if (body.user_recv_perception !== undefined && !scene.perceptions.includes(body.user_recv_perception)) {
      return this.error(400, 'INVALID_REQUEST', '暂不支持展示当前传入的用户收款感知');
    }
    const existing = this.bills.get(body.out_bill_no);
    if (existing) {
      // The same bill number is the same bill: answered again, never made twice.
      if (existing.amount !== body.transfer_amount || existing.openid !== body.openid) return this.error(400, 'INVALID_REQUEST', '商户单号重复，且请求参数与原单不一致');
      return this.signed(200, this.createView(existing));
    }
    const now = this.time();
    const bill: FakeBill = {
      appid: body.appid,
      outBillNo: body.out_bill_no,
      transferBillNo: `1330000071100999991182020050700019480${String(this.bills.size + 1).padStart(3, '0')}`,
      sceneId: body.transfer_scene_id,
      openid: body.openid,
      amount: body.transfer_amount,
      remark: body.transfer_remark,
      notifyUrl: body.notify_url ?? '',
      perception: body.user_recv_perception ?? '活动奖励',
      reportInfos: body.transfer_scene_report_infos,
      state: 'WAIT_USER_CONFIRM',
      packageInfo: `ABBQO+oYAAABAAAAAAAk+yPZGDEAAAAat${randomBytes(12).toString('base64url')}`,
      failReason: null,
      createTime: now,
      updateTime: now,
    };
    this.bills.set(bill.outBillNo, bill);
    return this.signed(200, this.createView(bill));
  }

  private createView(bill: FakeBill) {
    return {
      out_bill_no: bill.outBillNo,
      transfer_bill_no: bill.transferBillNo,
      create_time: bill.createTime,
      state: bill.state,
      ...(bill.state === 'WAIT_USER_CONFIRM' ? { package_info: bill.packageInfo } : {}),
    };
  }

  private queryView(bill: FakeBill) {
    return {
      mch_id: PAY_MCHID,
      out_bill_no: bill.outBillNo,
      transfer_bill_no: bill.transferBillNo,
      appid: bill.appid,
      state: bill.state,
      transfer_amount: bill.amount,
      transfer_remark: bill.remark,
      ...(bill.failReason ? { fail_reason: bill.failReason } : {}),
      openid: bill.openid,
      create_time: bill.createTime,
      update_time: bill.updateTime,
    };
  }

  private setState(bill: FakeBill, state: FakeBillState, failReason: string | null = null): void {
    bill.state = state;
    bill.failReason = failReason;
    bill.updateTime = this.time();
  }

  /**
   * What the WeChat client does on wx.requestMerchantTransfer({ mchId, appId, package }): checks
   * the parameters against the bill, and the user confirms (the money is transferred).
   */
  confirm(params: { mchId: string; appId: string; package: string }): FakeBill {
    const bill = [...this.bills.values()].find((b) => b.packageInfo === params.package);
    if (!bill || params.mchId !== PAY_MCHID || params.appId !== bill.appid) throw new Error('requestMerchantTransfer: 参数错误');
    if (bill.state !== 'WAIT_USER_CONFIRM') throw new Error(`requestMerchantTransfer: 单据状态 ${bill.state}`);
    this.setState(bill, 'SUCCESS');
    return bill;
  }

  /** Any other outcome: a failure (with WeChat's reason), the 24-hour expiry (CANCELLED), a cancel finishing. */
  finish(outBillNo: string, state: FakeBillState, failReason: string | null = null): FakeBill {
    const bill = this.bills.get(outBillNo);
    if (!bill) throw new Error(`no bill ${outBillNo}`);
    this.setState(bill, state, failReason);
    return bill;
  }

  /**
   * The MCHTRANSFER.BILL.FINISHED notification of a bill in its current state, as WeChat sends
   * it. Options change the amount or the merchant, or break it (see signedNotification).
   */
  transferNotification(
    outBillNo: string,
    options: { amountFen?: number; mchId?: string; tamper?: boolean; signer?: KeyObject; skewSeconds?: number } = {},
  ): { headers: Record<string, string>; body: string } {
    const bill = this.bills.get(outBillNo);
    if (!bill) throw new Error(`no bill ${outBillNo}`);
    const resource = {
      out_bill_no: bill.outBillNo,
      transfer_bill_no: bill.transferBillNo,
      state: bill.state,
      mch_id: options.mchId ?? PAY_MCHID,
      transfer_amount: options.amountFen ?? bill.amount,
      openid: bill.openid,
      ...(bill.failReason ? { fail_reason: bill.failReason } : {}),
      create_time: bill.createTime,
      update_time: bill.updateTime,
    };
    return this.signedNotification(
      { id: `EV-${bill.transferBillNo.slice(-12)}`, create_time: bill.updateTime, event_type: 'MCHTRANSFER.BILL.FINISHED', summary: '商家转账单据终态通知', originalType: 'mch_payment' },
      resource,
      options,
    );
  }
}
