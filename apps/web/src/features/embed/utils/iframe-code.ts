export interface WidgetSnippet {
  path: string;
  title: string;
  height: number;
  /** The time card records the location of each action: the host must let the frame ask for it. */
  needsGeolocation: boolean;
  /** The POS kiosk uses the whole width it gets; the employee widgets are made for 320–480 px. */
  isFullWidth?: boolean;
}

export const EMPLOYEE_LIST_WIDGET: WidgetSnippet = {
  path: '/embed/employee-widget/iframe',
  title: 'Empleados · Jornada',
  height: 640,
  needsGeolocation: false,
};

export const TIMETRACKING_WIDGET: WidgetSnippet = {
  path: '/embed/employee-widget/timetracking',
  title: 'Control Horario · Jornada',
  height: 640,
  needsGeolocation: true,
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The HTML a company pastes into its intranet to show a widget served from `appOrigin`. */
export function iframeCode(appOrigin: string, widget: WidgetSnippet): string {
  const attributes = [
    `src="${escapeAttribute(`${appOrigin}${widget.path}`)}"`,
    `title="${escapeAttribute(widget.title)}"`,
    'width="100%"',
    `height="${widget.height}"`,
    widget.isFullWidth ? 'style="border:0"' : 'style="border:0;max-width:480px"',
    ...(widget.needsGeolocation ? ['allow="geolocation"'] : []),
  ];
  return `<iframe ${attributes.join(' ')}></iframe>`;
}

export const POS_WIDGET: WidgetSnippet = {
  path: '/embed/pos-widget',
  title: 'Sistema POS · Jornada',
  height: 800,
  needsGeolocation: true,
  isFullWidth: true,
};
