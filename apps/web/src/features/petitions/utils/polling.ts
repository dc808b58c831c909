/** SPEC §4.3: tickets every 20 s, pending count every 15 s, recent-updates every 30 s, sidebar inbox every 60 s. */
export const TICKETS_POLL_MS = 20_000;
export const PENDING_COUNT_POLL_MS = 15_000;
export const RECENT_UPDATES_POLL_MS = 30_000;
/** Not in SPEC's list: new-petitions is recent-updates' twin for the inbox, so it runs at the same pace. */
export const NEW_PETITIONS_POLL_MS = 30_000;
/** The inbox ("sidebar inbox") and outbox lists while on screen. */
export const INBOX_POLL_MS = 60_000;
