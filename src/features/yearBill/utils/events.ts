// Yearly-report events (module YEARBILL, spec 9): which report and what happened, never the
// person's numbers.
import { reportEvent } from '@/core/events/report'

export function reportYearEvent(action: 'OPEN' | 'SHARE', year: number, via?: 'save' | 'share'): void {
  reportEvent('YEARBILL', action, via ? { year, via } : { year })
}
