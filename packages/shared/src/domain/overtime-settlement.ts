/**
 * A worker's month of overtime against its settlements (art. 35 ET). Each settlement records the
 * minutes it settled when the admin recorded it, paid or compensated with rest; the rows of a month
 * add up. What the register classifies as overtime now, less what was settled, is the unsettled
 * remainder: positive when hours appeared after the settlement (an approved correction, a shift
 * closed late), negative when a later correction took away hours already settled — shown as such,
 * never hidden.
 */

export type SettlementMode = 'paid' | 'compensated';

export interface SettledPart {
  mode: SettlementMode;
  settledMinutes: number;
}

export interface MonthOvertimeSplit {
  overtimeMinutes: number;
  paidMinutes: number;
  compensatedMinutes: number;
  /** Paid plus compensated. */
  settledMinutes: number;
  /** Overtime now less settled: above 0 still to settle, below 0 settled beyond the overtime now. */
  unsettledMinutes: number;
  status: 'none' | 'unsettled' | 'settled' | 'partly_settled' | 'over_settled';
}

export function splitMonthOvertime(overtimeMinutes: number, settlements: readonly SettledPart[]): MonthOvertimeSplit {
  let paidMinutes = 0;
  let compensatedMinutes = 0;
  for (const settlement of settlements) {
    if (settlement.mode === 'paid') paidMinutes += settlement.settledMinutes;
    else compensatedMinutes += settlement.settledMinutes;
  }
  const settledMinutes = paidMinutes + compensatedMinutes;
  const unsettledMinutes = overtimeMinutes - settledMinutes;
  const status =
    unsettledMinutes < 0
      ? 'over_settled'
      : settledMinutes === 0
        ? overtimeMinutes === 0
          ? 'none'
          : 'unsettled'
        : unsettledMinutes === 0
          ? 'settled'
          : 'partly_settled';
  return { overtimeMinutes, paidMinutes, compensatedMinutes, settledMinutes, unsettledMinutes, status };
}
