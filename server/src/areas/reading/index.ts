import type { AppContext } from '../../shared/context.js';
import { defineArea } from '../area.js';
import readingAdminRoutes from './admin.js';
import { CheckinService } from './checkin.js';
import { OrganiserService } from './organiser.js';
import { PartyService } from './parties.js';
import { readingPartyPurchase } from './purchase.js';
import readingRoutes from './routes.js';
import { Seats } from './seats.js';
import { ReadingSettingsService } from './settings.js';
import { SettlementService } from './settlement.js';
import { SignupService } from './signups.js';
import { WaitlistService } from './waitlist.js';

/** The area's services, one per job. */
export interface ReadingServices {
  settings: ReadingSettingsService;
  parties: PartyService;
  signups: SignupService;
  waitlist: WaitlistService;
  checkin: CheckinService;
  organiser: OrganiserService;
  settlement: SettlementService;
}

function readingServices(ctx: AppContext): ReadingServices {
  const { db, clock, store, log, services } = ctx;
  const settings = new ReadingSettingsService(db, clock);
  const parties = new PartyService(db, clock, settings);
  const seats = new Seats(clock, settings);
  const signups = new SignupService(db, clock, parties, seats, services);
  services.orderEvents.subscribe(signups.orderListener);
  return {
    settings,
    parties,
    signups,
    waitlist: new WaitlistService(db, clock, parties, signups, seats),
    checkin: new CheckinService(db, clock, store, parties),
    organiser: new OrganiserService(db, clock, log, parties, signups),
    settlement: new SettlementService(db, clock, parties, services.earnings),
  };
}

/** Offline reading parties (client route group /reading, scene 538; docs/READING.md). */
export const readingArea = defineArea<ReadingServices>({
  name: 'reading',
  purchases: { reading_party: readingPartyPurchase },
  services: readingServices,
  routes: readingRoutes,
  admin: readingAdminRoutes,
  jobs: ({ waitlist, organiser }) => [
    // A seat offered from the waitlist passes to the next once its time is up.
    { name: 'reading waitlist offers', everyMs: 60_000, run: () => waitlist.expireOffers() },
    // Refunds of a cancelled party that failed (provider unreachable) are retried.
    { name: 'reading cancellations', everyMs: 5 * 60_000, run: () => organiser.finishCancellations() },
  ],
});

// The public interface the seed uses.
export { insertParty } from './parties.js';
