/**
 * Beijing calendar arithmetic on 'YYYY-MM-DD' day keys (UTC+8, no DST) and the 10-second
 * listening slots. Day keys compare as strings, so ranges are plain `between` on `listen_slots.day`.
 */
import { chinaDayKey } from './clock.js';

export { chinaDayKey as beijingDay };

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Listening is counted in wall-clock slots of this length: slot = floor(ms / SLOT_MS). */
export const SLOT_MS = 10_000;
export const SLOT_SECONDS = SLOT_MS / 1000;

/** Whole minutes of a number of slots ("minutes" are listened seconds ÷ 60, rounded down). */
export function slotMinutes(slots: number): number {
  return Math.floor((slots * SLOT_SECONDS) / 60);
}

/** Epoch ms of Beijing midnight starting `day`. */
export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 1 = Monday … 7 = Sunday. */
export function weekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The Monday of the Beijing week that holds `day`. */
export function weekStart(day: string): string {
  return addDays(day, 1 - weekday(day));
}

/** Beijing wall-clock time 'HH:mm' of an instant. */
export function beijingTime(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(11, 16);
}

/** Lengths of the longest run and of the run ending at `last`, over ascending distinct days. */
export function streaks(days: readonly string[]): { longest: number; endingAt: (last: string) => number } {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i += 1) {
    run = i > 0 && daysBetween(days[i - 1], days[i]) === 1 ? run + 1 : 1;
    if (run > longest) longest = run;
  }
  return {
    longest,
    endingAt: (last) => {
      let n = 0;
      for (let i = days.length - 1; i >= 0 && days[i] === addDays(last, -n); i -= 1) n += 1;
      return n;
    },
  };
}
