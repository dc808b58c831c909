/** The client page's sections; the register is the default and reads its own filters from the URL. */
export const clientSections = ['registro', 'empleados', 'nomina'] as const;
export type ClientSection = (typeof clientSections)[number];

export const clientSectionLabels: Record<ClientSection, string> = {
  registro: 'Registro de jornada',
  empleados: 'Empleados',
  nomina: 'Nómina',
};

const isSection = (value: string | null): value is ClientSection =>
  (clientSections as readonly (string | null)[]).includes(value);

/** ?tab= of the URL; anything else is the register. */
export function sectionFromSearch(params: URLSearchParams): ClientSection {
  const tab = params.get('tab');
  return isSection(tab) ? tab : 'registro';
}

/**
 * The search of a section's link: the other parameters (the register's month and employee) stay, so
 * going to Empleados and back keeps the register where it was.
 */
export function sectionSearch(params: URLSearchParams, section: ClientSection): string {
  const next = new URLSearchParams(params);
  if (section === 'registro') next.delete('tab');
  else next.set('tab', section);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** The :companyId of the route: a positive integer, or null (shown as 'Empresa no encontrada'). */
export function companyIdFromParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
