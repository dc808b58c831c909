import { describe, expect, it } from 'vitest';
import { promptInstall } from '../../../lib/install-prompt';
import { type BrowserTraits, installMessages, isDesktopBrowser } from './install-offer';

const desktop: BrowserTraits = {
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  maxTouchPoints: 0,
  hasFinePointer: true,
};

describe('isDesktopBrowser (SPEC §2.1: the install prompt on desktop browsers only)', () => {
  it('a desktop browser with a mouse is desktop', () => {
    expect(isDesktopBrowser(desktop)).toBe(true);
  });

  it('phones and tablets are not', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(isDesktopBrowser({ ...desktop, userAgent: android })).toBe(false);
    expect(isDesktopBrowser({ ...desktop, userAgent: iphone })).toBe(false);
    expect(isDesktopBrowser({ ...desktop, isMobileHint: true })).toBe(false);
  });

  it('an iPad asking for the desktop site (a Mac with touch points) is not', () => {
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
    expect(isDesktopBrowser({ ...desktop, userAgent: ipad, maxTouchPoints: 5 })).toBe(false);
    expect(isDesktopBrowser({ ...desktop, userAgent: ipad, maxTouchPoints: 0 })).toBe(true);
  });

  it('a touch-only screen without a fine pointer is not', () => {
    expect(isDesktopBrowser({ ...desktop, hasFinePointer: false })).toBe(false);
  });
});

describe('promptInstall', () => {
  it('is unavailable when the browser made no offer', async () => {
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('has a Spanish message for each outcome (SPEC §8)', () => {
    expect(Object.keys(installMessages).sort()).toEqual(['cancelled', 'installed', 'unavailable']);
    for (const message of Object.values(installMessages)) expect(message.title).not.toBe('');
  });
});
