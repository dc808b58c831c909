/** The text file of the recovery codes ('Descargar'): who and when, then one code per line. */
export function recoveryCodesText(codes: readonly string[], account: string, createdOn: string): string {
  return [
    'Jornada · códigos de recuperación de la verificación en dos pasos',
    `Cuenta: ${account}`,
    `Generados el ${createdOn}`,
    'Cada código sirve una sola vez. Guárdalos en un lugar seguro.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The secret in groups of four, as people copy it into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
