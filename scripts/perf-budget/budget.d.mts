export declare const LONG_TASK_MS: number;
export interface LongTask {
  startTime: number;
  duration: number;
}
export type Unit = 'bytes' | 'requests' | 'ms';
export interface Measure {
  id: string;
  label: string;
  unit: Unit;
  value: number;
}
export interface ComparedMeasure extends Measure {
  limit: number | null;
  isOver: boolean;
  message: string;
}
export declare function sumBlockingTime(tasks: readonly LongTask[], window?: { from?: number; to?: number }): number;
export declare function formatValue(value: number, unit: Unit): string;
export declare function compareToLimits(
  measures: readonly Measure[],
  limits: Record<string, unknown>,
): ComparedMeasure[];
export declare function suggestLimits(
  measures: readonly Measure[],
  margins?: { timeMargin?: number; countMargin?: number },
): Record<string, number>;
export declare function minimumOf(runs: readonly (readonly Measure[])[]): Measure[];
