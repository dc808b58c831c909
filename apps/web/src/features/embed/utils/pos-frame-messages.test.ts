import { describe, expect, it } from 'vitest';
import { POS_FRAME_MESSAGES, parsePosFrameMessage } from './pos-frame-messages';

const self = 'http://localhost:3000';
const company = {
  id: 1,
  schema_name: 'panaderia_ejemplo',
  nombre: 'Panadería Ejemplo S.L.',
  id_acceso: 'POS-0001',
  terminal: { id: 3, name: 'Mostrador', require_employee_pin: true, centre: { id: 2, name: 'Tienda Centro' } },
};

describe('messages between the POS widget and its kiosk frame', () => {
  it('reads the request, the session and the end, from the same origin', () => {
    expect(parsePosFrameMessage({ type: POS_FRAME_MESSAGES.request }, self, self)).toEqual({ kind: 'request' });
    expect(parsePosFrameMessage({ type: POS_FRAME_MESSAGES.ended }, self, self)).toEqual({ kind: 'ended' });
    expect(parsePosFrameMessage({ type: POS_FRAME_MESSAGES.session, token: 't', company }, self, self)).toEqual({
      kind: 'session',
      token: 't',
      company,
    });
  });

  it('ignores other origins, other shapes and the host protocol', () => {
    expect(parsePosFrameMessage({ type: POS_FRAME_MESSAGES.request }, 'http://127.0.0.1:5050', self)).toBeNull();
    expect(parsePosFrameMessage({ type: POS_FRAME_MESSAGES.session, token: '', company }, self, self)).toBeNull();
    expect(parsePosFrameMessage({ type: POS_FRAME_MESSAGES.session, token: 't' }, self, self)).toBeNull();
    expect(parsePosFrameMessage(JSON.stringify({ type: POS_FRAME_MESSAGES.ended }), self, self)).toBeNull();
    expect(parsePosFrameMessage({ type: 'MAUI_LOGOUT' }, self, self)).toBeNull();
    expect(parsePosFrameMessage(null, self, self)).toBeNull();
  });
});
