/** Money is integer fen everywhere; this only formats it for Chinese labels (2500 → "25", 1050 → "10.5"). */
export function yuan(fen: number): string {
  if (!Number.isInteger(fen)) throw new Error(`fen must be an integer, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
