import { describe, expect, it } from 'vitest';
import { EMPLOYEE_LIST_WIDGET, iframeCode, POS_WIDGET, TIMETRACKING_WIDGET } from './iframe-code';

describe('iframeCode', () => {
  it('frames the employee list from the app origin, at most 480 px wide', () => {
    expect(iframeCode('https://app.jornada.es', EMPLOYEE_LIST_WIDGET)).toBe(
      '<iframe src="https://app.jornada.es/embed/employee-widget/iframe" title="Empleados · Jornada" width="100%" height="640" style="border:0;max-width:480px"></iframe>',
    );
  });

  it('lets the time card ask for the location it records', () => {
    expect(iframeCode('https://app.jornada.es', TIMETRACKING_WIDGET)).toContain(
      'src="https://app.jornada.es/embed/employee-widget/timetracking"',
    );
    expect(iframeCode('https://app.jornada.es', TIMETRACKING_WIDGET)).toContain('allow="geolocation"');
  });

  it('lets the POS widget take the whole width', () => {
    expect(iframeCode('https://app.jornada.es', POS_WIDGET)).toBe(
      '<iframe src="https://app.jornada.es/embed/pos-widget" title="Sistema POS · Jornada" width="100%" height="800" style="border:0" allow="geolocation"></iframe>',
    );
  });

  it('escapes what could break out of an attribute', () => {
    expect(iframeCode('https://x.es"><script>', EMPLOYEE_LIST_WIDGET)).toContain('src="https://x.es&quot;>&lt;script>');
  });
});
