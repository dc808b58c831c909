import { describe, expect, it } from 'vitest';
import { isPosSessionEndedSignal, POS_SESSION_ENDED } from './pos-frame-signal';

describe('the POS kiosk frame telling its widget that the session ended', () => {
  const self = 'http://localhost:3000';

  it('is heard only from the same origin and with its own type', () => {
    expect(isPosSessionEndedSignal({ type: POS_SESSION_ENDED }, self, self)).toBe(true);
    expect(isPosSessionEndedSignal({ type: POS_SESSION_ENDED }, 'http://127.0.0.1:5050', self)).toBe(false);
    expect(isPosSessionEndedSignal({ type: 'MAUI_LOGOUT' }, self, self)).toBe(false);
    expect(isPosSessionEndedSignal(JSON.stringify({ type: POS_SESSION_ENDED }), self, self)).toBe(false);
    expect(isPosSessionEndedSignal(null, self, self)).toBe(false);
  });
});
