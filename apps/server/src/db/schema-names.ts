/**
 * Names the running server shares with the database's definitions: roles, the NOTIFY channel, the
 * session settings policies read. Migrations spell the names they created in their own text (they are
 * history and never change); these are the names in force, and a test checks the two agree.
 */

/** The role every request runs as: no BYPASSRLS, so row-level security applies to it. */
export const APP_ROLE = 'jornada_app';

/** NOLOGIN owner of the SECURITY DEFINER functions that write the shift projection (ADR 022). */
export const RECORD_WRITER_ROLE = 'jornada_record_writer';

/** The channel `emit_domain_event` notifies on (ADR 016). */
export const DOMAIN_EVENTS_CHANNEL = 'jornada_events';

/** Session settings that row-level policies compare a presented token's hash against. */
export const INSPECTOR_TOKEN_SETTING = 'app.inspector_token_hash';
export const POS_ID_ACCESO_SETTING = 'app.pos_id_acceso';
export const POS_TOKEN_SETTING = 'app.pos_token_hash';
export const API_KEY_HASH_SETTING = 'app.api_key_hash';
