import { apiKeyScopeDescriptions } from '@jornada/shared/api/api-keys';
import { type ApiKeyScope, isPosPermission, type Reach, reachOf, rolesWith } from '@jornada/shared/permissions';
import { type Role, roleLabels } from '@jornada/shared/roles';
import type { RoutePermission } from './auth';

/**
 * What the OpenAPI document says of each operation, derived from the route's one declaration of who
 * may call it (`config.permission`, `config.apiKeyScope`: plugins/auth.ts), never written per route.
 */

export type SecurityRequirement = Record<string, string[]>;

/** The credentials the auth plugin reads, as the document's security schemes name them. */
export const securitySchemeNames = {
  /** The web's session cookie (POST /api/login). */
  session: 'session',
  /** An embed widget's user session, as a bearer token (POST /api/embed/login; ADR 013). */
  embedToken: 'embedToken',
  /** A POS terminal's session cookie (POST /api/pos/login; ADR 012). */
  posSession: 'posSession',
  /** The POS widget's terminal session, as a bearer token (POST /api/embed/pos/login). */
  embedPosToken: 'embedPosToken',
  /** An integration's key (`Authorization: Bearer jk_live_…`). */
  apiKey: 'apiKey',
} as const;

const { session, embedToken, posSession, embedPosToken, apiKey } = securitySchemeNames;

/**
 * The credentials an operation takes, as the auth plugin tells them apart: none on a public route; a
 * terminal's session (cookie or bearer) on a POS route; else a user's session (cookie or bearer) if
 * some role holds the permission, and the company's API key where the route opens to one.
 */
export function operationSecurity(permission: RoutePermission | undefined, scope?: ApiKeyScope): SecurityRequirement[] {
  if (permission === undefined || permission === 'public') return [];
  if (isPosPermission(permission)) return [{ [posSession]: [] }, { [embedPosToken]: [] }];
  const security: SecurityRequirement[] = [];
  if (rolesWith(permission).length > 0) security.push({ [session]: [] }, { [embedToken]: [] });
  if (scope) security.push({ [apiKey]: [] });
  if (security.length === 0)
    throw new Error(`Nadie puede usar el permiso ${permission}: ni un rol ni una clave de API`);
  return security;
}

/** The company's own roles first, as /api/docs readers are mostly its integrators. */
const roleOrder: Role[] = ['company', 'manager', 'worker', 'gestoria', 'navegatel'];

const reachLabels: Record<Reach, string> = {
  own: 'lo suyo',
  team: 'su equipo',
  company: 'toda la empresa',
  client: 'sus empresas cliente',
  platform: 'todas las empresas',
  terminal: 'los empleados del terminal',
};

/** One line on who may call the operation, and with what reach: the description every operation gets. */
export function accessDescription(permission: RoutePermission | undefined, scope?: ApiKeyScope): string {
  if (permission === undefined || permission === 'public') return 'Pública: no necesita sesión.';
  if (isPosPermission(permission)) {
    return `Sesión de un terminal de fichaje (su cookie o el token del widget de fichaje), permiso \`${permission}\`.`;
  }
  const holders = rolesWith(permission)
    .sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b))
    .map((role) => {
      const reach = reachOf(role, permission);
      return reach ? `${roleLabels[role]} (${reachLabels[reach]})` : roleLabels[role];
    });
  const sentences = [
    holders.length > 0
      ? `Sesión de usuario (cookie de sesión o token de widget) con el permiso \`${permission}\`: ${holders.join(', ')}.`
      : 'Solo con una clave de API: ninguna sesión de usuario tiene este permiso.',
  ];
  if (scope) {
    const label = apiKeyScopeDescriptions[scope].label.toLowerCase();
    sentences.push(`Admite una clave de API con el permiso \`${scope}\` (${label}).`);
  }
  return sentences.join('\n\n');
}

/**
 * A stable, unique operationId from the method and the path: `GET /api/employees/:id` is
 * `getEmployeesById`. Generated clients name their calls after it, so it must not change while the
 * route does not (the OpenAPI test checks that no two operations share one).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^(?::(\w+)|\{(\w+)\})$/.exec(segment);
      const name = param ? (param[1] ?? param[2] ?? '') : segment;
      return [...(param ? ['by'] : []), ...name.split(/[-_.]+/)];
    })
    .filter(Boolean);
  const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return method.toLowerCase() + words.map(upperFirst).join('');
}

/**
 * The document's tags, in the order /api/docs shows them: each operation names one in its schema
 * (`tags`), and the OpenAPI test checks that every one it names is here and every one here is used.
 */
export const openapiTags: { name: string; description: string }[] = [
  {
    name: 'sesión',
    description:
      'Iniciar y cerrar sesión, el usuario de la sesión, sus sesiones abiertas y la verificación en dos pasos.',
  },
  { name: 'cuentas', description: 'Alta de empresa, activación de cuentas y contraseñas.' },
  { name: 'jornada', description: 'Fichar (inicio, pausas, fin) y consultar las jornadas propias o del equipo.' },
  {
    name: 'integraciones',
    description: 'Fichajes de una integración en nombre de un empleado (solo con clave de API).',
  },
  { name: 'empleados', description: 'Alta, ficha, baja, managers y contratos de los empleados.' },
  { name: 'peticiones', description: 'Peticiones de vacaciones, ausencias y correcciones de fichajes, y sus avisos.' },
  { name: 'vacaciones', description: 'Festivos, días de vacaciones de cada empleado y su saldo.' },
  {
    name: 'informes',
    description: 'El registro de jornada legal, alertas, horas extra, nóminas y enlaces para la Inspección.',
  },
  { name: 'registro', description: 'Los resúmenes firmados del registro y la clave pública para verificarlos.' },
  { name: 'inspección', description: 'Lo que ve la Inspección de Trabajo con un enlace temporal de solo lectura.' },
  { name: 'turnos', description: 'Los turnos de la empresa.' },
  { name: 'centros de trabajo', description: 'Los centros de trabajo de la empresa (nombre, dirección, coordenadas).' },
  { name: 'empresa', description: 'Los datos y la configuración horaria de la empresa.' },
  { name: 'perfil', description: 'El perfil del usuario.' },
  { name: 'notificaciones', description: 'Las preferencias de avisos del usuario.' },
  { name: 'actividad', description: 'El registro de actividad de la empresa.' },
  { name: 'gestoría', description: 'El vínculo de la empresa con su gestoría y el portal de la gestoría.' },
  { name: 'terminales POS', description: 'Los terminales de fichaje de la empresa y el PIN personal del quiosco.' },
  { name: 'POS', description: 'Lo que hace un terminal de fichaje con su propia sesión: el quiosco.' },
  { name: 'widgets', description: 'Sesiones de los widgets incrustados en la intranet o la app de la empresa.' },
  { name: 'claves de API', description: 'Las claves de API de la empresa para sus integraciones.' },
  { name: 'webhooks', description: 'Los webhooks de la empresa y sus entregas.' },
  { name: 'eventos', description: 'El flujo de eventos en vivo (Server-Sent Events).' },
  { name: 'plataforma', description: 'La consola del administrador de la plataforma: empresas, gestorías y copias.' },
  { name: 'público', description: 'Planes, formularios de contacto y textos legales, sin sesión.' },
  { name: 'sistema', description: 'El estado del servidor.' },
];
