/**
 * WeChat Pay 商家转账 (the version in force since January 2025): create a bill for a user's
 * openid under the app's AppID, the user confirms it in WeChat (wx.requestMerchantTransfer with
 * the bill's package_info), WeChat notifies MCHTRANSFER.BILL.FINISHED; query and cancel by our
 * bill number. Signed calls and notifications through the merchant client shared with WeChat
 * Pay (providers/pay/wechatpay-api.ts); tests talk to a local fake (WECHATPAY_API_BASE).
 */
import type { TransferConfig, WechatPayConfig } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { PayProviderError, type Headers } from '../pay/types.js';
import { WechatPayApi } from '../pay/wechatpay-api.js';
import {
  TransferProviderError,
  isBillState,
  type CreateBillRequest,
  type TransferApp,
  type TransferBill,
  type TransferCheck,
  type TransferProvider,
} from './types.js';

const BILLS = '/v3/fund-app/mch-transfer/transfer-bills';

/** Error codes after which WeChat asks for the same call again with the same bill number. */
const RETRY_CODES = ['SYSTEM_ERROR', 'FREQUENCY_LIMITED', 'NOT_ENOUGH'];

/**
 * What each scene must report with a bill (WeChat refuses a bill without exactly these
 * `info_type`s) and the 收款感知 the user sees. `detail` is the bill's remark.
 */
const SCENES: Record<string, { perception: string; infos: (detail: string) => Array<{ info_type: string; info_content: string }> }> = {
  '1000': {
    perception: '现金奖励',
    infos: (detail) => [
      { info_type: '活动名称', info_content: '心栈推广与读书会' },
      { info_type: '奖励说明', info_content: detail },
    ],
  },
  '1005': {
    perception: '劳务报酬',
    infos: (detail) => [
      { info_type: '岗位类型', info_content: '推广员与读书会组织者' },
      { info_type: '报酬说明', info_content: detail },
    ],
  },
};

interface BillAnswer {
  mch_id?: string;
  out_bill_no?: string;
  transfer_bill_no?: string;
  state?: string;
  package_info?: string;
  transfer_amount?: number;
  fail_reason?: string;
}

export class WechatTransferProvider implements TransferProvider {
  readonly name = 'wechat' as const;
  readonly needsOpenid = true;
  readonly mchId: string;
  private readonly api: WechatPayApi;
  private readonly scene: (typeof SCENES)[string];

  constructor(
    pay: WechatPayConfig,
    private readonly transfer: TransferConfig,
    private readonly apps: Record<TransferApp, string | null>,
    clock: Clock,
  ) {
    const scene = SCENES[transfer.sceneId];
    if (!scene) throw new Error(`WECHATPAY_TRANSFER_SCENE_ID ${transfer.sceneId} is not supported`);
    this.scene = scene;
    this.mchId = pay.mchId;
    this.api = new WechatPayApi(pay, clock);
  }

  appIdFor(app: TransferApp | null): string | null {
    return app ? this.apps[app] : null;
  }

  async createBill(request: CreateBillRequest): Promise<TransferBill> {
    const appid = this.appIdFor(request.app);
    if (!appid || !request.openid) throw new TransferProviderError(`no AppID or openid for app ${request.app}`, true);
    const remark = [...request.remark].slice(0, 32).join('');
    const answer = await this.call<BillAnswer>('POST', BILLS, {
      appid,
      out_bill_no: request.outBillNo,
      transfer_scene_id: this.transfer.sceneId,
      openid: request.openid,
      transfer_amount: request.amountFen,
      transfer_remark: remark,
      notify_url: this.transfer.notifyUrl,
      user_recv_perception: this.scene.perception,
      transfer_scene_report_infos: this.scene.infos(remark),
    });
    return billOf(answer, request.outBillNo);
  }

  async queryBill(outBillNo: string): Promise<TransferBill | null> {
    try {
      return billOf(await this.call<BillAnswer>('GET', `${BILLS}/out-bill-no/${encodeURIComponent(outBillNo)}`), outBillNo);
    } catch (err) {
      if (err instanceof TransferProviderError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  async cancelBill(outBillNo: string): Promise<TransferBill> {
    return billOf(await this.call<BillAnswer>('POST', `${BILLS}/out-bill-no/${encodeURIComponent(outBillNo)}/cancel`), outBillNo);
  }

  async verifyNotification(headers: Headers, rawBody: string): Promise<TransferCheck> {
    const opened = this.api.openNotification(headers, rawBody);
    if (!opened.ok) return opened;
    let resource: BillAnswer;
    try {
      resource = JSON.parse(opened.plaintext) as BillAnswer;
    } catch (err) {
      return { ok: false, verdict: 'bad_request', detail: `cannot read the notification: ${(err as Error).message}` };
    }
    if (resource.mch_id !== this.mchId) return { ok: false, verdict: 'bad_request', detail: `mch_id ${resource.mch_id} is not ours` };
    if (!resource.out_bill_no || !isBillState(resource.state) || !Number.isInteger(resource.transfer_amount)) {
      return { ok: false, verdict: 'bad_request', detail: 'resource lacks out_bill_no, a known state or transfer_amount' };
    }
    return { ok: true, eventType: opened.eventType, bill: billOf(resource, resource.out_bill_no) };
  }

  /** A signed call; WeChat's errors become TransferProviderErrors that say whether to repeat the call. */
  private async call<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T | null> {
    try {
      return await this.api.call<T>(method, url, payload);
    } catch (err) {
      if (!(err instanceof PayProviderError)) throw err;
      const unknown = err.status === undefined || err.status >= 500 || err.status === 429 || RETRY_CODES.includes(err.code ?? '');
      throw new TransferProviderError(err.message, !unknown, err.code ?? '');
    }
  }
}

function billOf(answer: BillAnswer | null, outBillNo: string): TransferBill {
  if (!answer || !isBillState(answer.state)) {
    // An answer we cannot read is no answer: the same call is repeated later.
    throw new TransferProviderError(`WeChat transfer answer without a known state (${answer?.state})`, false);
  }
  return {
    outBillNo: answer.out_bill_no ?? outBillNo,
    transferBillNo: answer.transfer_bill_no ?? null,
    state: answer.state,
    packageInfo: answer.package_info ?? null,
    failReason: answer.fail_reason ?? null,
    amountFen: Number.isInteger(answer.transfer_amount) ? (answer.transfer_amount as number) : null,
  };
}
