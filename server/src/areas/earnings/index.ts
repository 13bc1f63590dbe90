import { createTransferProviders } from '../../providers/transfer/index.js';
import type { AppContext } from '../../shared/context.js';
import type { EarningsLedger } from '../../shared/earnings/ledger.js';
import { EarningsStatements } from '../../shared/earnings/statements.js';
import { TransferService } from '../../shared/earnings/transfers.js';
import { WithdrawalRules } from '../../shared/earnings/withdrawal-rules.js';
import { WithdrawalService } from '../../shared/earnings/withdrawals.js';
import { defineArea } from '../area.js';
import earningsAdminRoutes from './admin.js';
import earningsRoutes from './routes.js';

/** The area's services, one per job. */
export interface EarningsServices {
  ledger: EarningsLedger;
  rules: WithdrawalRules;
  transfers: TransferService;
  withdrawals: WithdrawalService;
  statements: EarningsStatements;
}

function earningsServices(ctx: AppContext): EarningsServices {
  const { db, clock, log, store } = ctx;
  const providers = createTransferProviders(ctx.config, clock);
  const ledger = ctx.services.earnings;
  const rules = new WithdrawalRules(db, clock);
  const transfers = new TransferService(db, clock, log, store, ledger, providers);
  const withdrawals = new WithdrawalService(db, clock, log, ledger, rules, transfers, providers, store);
  return { ledger, rules, transfers, withdrawals, statements: new EarningsStatements(db, clock, log, ledger, rules, withdrawals, providers) };
}

/** Earnings and cash-out (docs/EARNINGS.md): the account and ledger pages, withdrawals to WeChat wallets, the operator's rules and reviews. */
export const earningsArea = defineArea<EarningsServices>({
  name: 'earnings',
  services: earningsServices,
  routes: earningsRoutes,
  admin: earningsAdminRoutes,
  // Finishes what a crash or an unknown answer interrupted; several processes may run it (conditional updates decide).
  jobs: ({ transfers }) => [{ name: 'reconcile transfers', everyMs: RECONCILE_EVERY_MS, run: () => transfers.reconcile() }],
});

/** How often transferring withdrawals are reconciled with the provider. */
const RECONCILE_EVERY_MS = 5 * 60_000;
