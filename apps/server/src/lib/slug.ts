/** A company's public tenant key from its name: 'Panadería Ejemplo S.L.' → 'panaderia_ejemplo'. */
export function slugifyCompanyName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(
      /(^|[\s,]+)(s\.?\s?l\.?\s?(u\.?|l\.?|n\.?e\.?)?|s\.?\s?a\.?\s?(u\.?)?|s\.?\s?c\.?|s\.?\s?coop\.?)\s*$/u,
      '',
    )
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  if (base === '') return 'empresa';
  const slug = /^[a-z]/.test(base) ? base : `empresa_${base}`;
  return slug.length >= 3 ? slug : `empresa_${slug}`;
}
