/** The seeds' clock: every seeded date is relative to EPOCH, so runs are identical. */

/** Midnight in Ecuador, where the store's staff read every date. */
export const EPOCH = new Date('2026-01-01T00:00:00-05:00');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
