import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { attemptNotice, WAIT_OVER_MESSAGE, waitMessage, waitUntilOf } from './attempt-wait';

const NOW = new Date('2031-05-12T09:00:00Z').getTime();
const SERVER_MESSAGE = 'Demasiados intentos. Espera 2 minutos antes de volver a intentarlo.';
const tooMany = (retryAfterSeconds?: number) =>
  new ApiError(SERVER_MESSAGE, { status: 429, kind: 'http', retryAfterSeconds });

afterEach(() => {
  vi.useRealTimers();
});

describe('the wait after too many wrong PINs at the kiosk', () => {
  it("starts at the 429's Retry-After; other refusals, or a 429 that does not say, have none", () => {
    expect(waitUntilOf(tooMany(90), NOW)).toBe(NOW + 90_000);
    expect(waitUntilOf(tooMany(), NOW)).toBeNull();
    expect(waitUntilOf(new ApiError('PIN personal incorrecto', { status: 401, kind: 'http' }), NOW)).toBeNull();
    expect(waitUntilOf(new Error('x'), NOW)).toBeNull();
  });

  it('counts down in the Spanish message: minutes rounded up, then seconds, then nothing', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const until = waitUntilOf(tooMany(90), Date.now());
    expect(waitMessage(until, Date.now())).toBe('Demasiados intentos. Espera 2 minutos antes de volver a intentarlo.');
    vi.setSystemTime(NOW + 31_000);
    expect(waitMessage(until, Date.now())).toBe(
      'Demasiados intentos. Espera 59 segundos antes de volver a intentarlo.',
    );
    vi.setSystemTime(NOW + 89_500);
    expect(waitMessage(until, Date.now())).toBe('Demasiados intentos. Espera 1 segundo antes de volver a intentarlo.');
    vi.setSystemTime(NOW + 90_000);
    expect(waitMessage(until, Date.now())).toBeNull();
  });

  it('the keypad shows the countdown (announced once as the server said it), then that it may try again', () => {
    const until = NOW + 30_000;
    expect(attemptNotice(SERVER_MESSAGE, until, NOW + 10_000)).toEqual({
      text: 'Demasiados intentos. Espera 20 segundos antes de volver a intentarlo.',
      spoken: SERVER_MESSAGE,
      isError: true,
    });
    expect(attemptNotice(SERVER_MESSAGE, until, until)).toEqual({
      text: WAIT_OVER_MESSAGE,
      spoken: WAIT_OVER_MESSAGE,
      isError: false,
    });
    expect(attemptNotice('PIN personal incorrecto', null, NOW)).toEqual({
      text: 'PIN personal incorrecto',
      spoken: 'PIN personal incorrecto',
      isError: true,
    });
    expect(attemptNotice(null, null, NOW)).toBeNull();
  });
});
