import { describe, expect, it } from 'vitest';
import { notificationPreferenceKeysFor } from './notifications';

describe('the e-mail preferences each role sees', () => {
  it('shows the daily signed digest to company admins only', () => {
    expect(notificationPreferenceKeysFor('company')).toContain('record_digest');
    for (const role of ['manager', 'worker'] as const) {
      expect(notificationPreferenceKeysFor(role)).not.toContain('record_digest');
      expect(notificationPreferenceKeysFor(role)).toContain('monthly_summary');
    }
    expect(notificationPreferenceKeysFor(null)).not.toContain('record_digest');
  });
});
