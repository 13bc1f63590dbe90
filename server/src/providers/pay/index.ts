import { wechatPayProblems, type AppConfig } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { SandboxPayProvider } from './sandbox.js';
import type { PayProvider, ProviderName } from './types.js';
import { WechatPayProvider } from './wechat.js';

export interface PayProviders {
  /** The provider new payments go to (PAY_PROVIDER). */
  active: PayProvider;
  sandbox: SandboxPayProvider | null;
  /** Built whenever WeChat Pay is fully configured, so its callbacks are handled even if PAY_PROVIDER changes. */
  wechat: WechatPayProvider | null;
  byName(name: string | null): PayProvider | null;
}

export function createPayProviders(config: AppConfig, clock: Clock): PayProviders {
  const problems = wechatPayProblems(config.pay.wechat);
  if (config.pay.provider === 'wechat' && problems.length) {
    throw new Error(`PAY_PROVIDER=wechat needs ${problems.join(', ')}`);
  }
  const wechat = problems.length
    ? null
    : new WechatPayProvider(
        config.pay.wechat,
        {
          mp: config.wechat.mp?.appId ?? null,
          mini: config.wechat.mini?.appId ?? null,
          app: config.pay.wechat.appAppId,
        },
        clock,
      );
  const sandbox = config.pay.provider === 'sandbox' ? new SandboxPayProvider(clock) : null;
  const active: PayProvider = sandbox ?? wechat!;
  return {
    active,
    sandbox,
    wechat,
    byName: (name) => {
      const wanted = name as ProviderName | null;
      if (wanted === 'sandbox') return sandbox;
      if (wanted === 'wechat') return wechat;
      return null;
    },
  };
}

export type { PayProvider } from './types.js';
