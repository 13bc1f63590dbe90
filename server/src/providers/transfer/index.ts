import { transferProblems, type AppConfig } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { SandboxTransferProvider } from './sandbox.js';
import type { TransferProvider } from './types.js';
import { WechatTransferProvider } from './wechat.js';

export interface TransferProviders {
  /** The provider new withdrawals go to (TRANSFER_PROVIDER). */
  active: TransferProvider;
  sandbox: SandboxTransferProvider | null;
  /** Built whenever transfers can be made with WeChat Pay, so bills made earlier are finished even if TRANSFER_PROVIDER changes. */
  wechat: WechatTransferProvider | null;
  byName(name: string): TransferProvider | null;
}

export function createTransferProviders(config: Pick<AppConfig, 'pay' | 'transfer' | 'wechat'>, clock: Clock): TransferProviders {
  const problems = transferProblems(config);
  if (config.transfer.provider === 'wechat' && problems.length) {
    throw new Error(`TRANSFER_PROVIDER=wechat needs ${problems.join(', ')}`);
  }
  const wechat = problems.length
    ? null
    : new WechatTransferProvider(config.pay.wechat, config.transfer, { mini: config.wechat.mini?.appId ?? null, mp: config.wechat.mp?.appId ?? null }, clock);
  const sandbox = config.transfer.provider === 'sandbox' ? new SandboxTransferProvider(clock) : null;
  return {
    active: sandbox ?? wechat!,
    sandbox,
    wechat,
    byName: (name) => (name === 'sandbox' ? sandbox : name === 'wechat' ? wechat : null),
  };
}

export type { TransferProvider } from './types.js';
