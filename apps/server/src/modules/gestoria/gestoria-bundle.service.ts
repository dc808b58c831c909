import { buffer } from 'node:stream/consumers';
import { REPORT_MESSAGES } from '@jornada/shared/api/reports';
import type { SessionUser } from '@jornada/shared/api/session';
import { ZipFile } from 'yazl';
import { reachFor } from '../../access/reach';
import { withReadReach } from '../../access/tenant-access';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import type { RecordSigningKey } from '../record/signing-key';
import type { RegisterPeriod } from '../register/build-register';
import { bundleFilename, bundlePeriod, readBundleContents, streamBundle } from '../reports/bundle/build-bundle';
import { registerScopeOf } from '../reports/register-scope';
import { listClientCompanies } from './gestoria.repository';

/**
 * GET /api/gestoria/bundle: the month's verifiable bundle of every client company, each one the ZIP
 * its admin would download (so verify-bundle checks it as is), in a folder per company. Each
 * company's read is logged in its activity log like any other gestoría read.
 */
export async function buildGestoriaBundle(
  db: Db,
  user: SessionUser,
  month: string,
  { ip, key }: { ip: string | null; key: RecordSigningKey },
  now = new Date(),
): Promise<{ filename: string; body: Buffer }> {
  const reach = reachFor(user, 'read:client-company');
  if (reach.kind !== 'client') throw new AppError('NOT_FOUND', REPORT_MESSAGES.companyNotFound);
  const period = bundlePeriod(month) as RegisterPeriod;
  const zip = new ZipFile();
  const output = buffer(zip.outputStream);
  for (const company of await listClientCompanies(db, reach.gestoriaId)) {
    const target = {
      companyId: company.id,
      notFoundMessage: REPORT_MESSAGES.companyNotFound,
      read: { what: 'bundle', details: { month, all_clients: true }, ip },
    };
    const contents = await withReadReach(db, user, 'read:register', target, (trx, tenantReach) =>
      readBundleContents(trx, registerScopeOf(tenantReach, {}), month, period, now),
    );
    const inner = await buffer(streamBundle(contents, key));
    zip.addBuffer(inner, `${company.schema_name}/${bundleFilename(contents)}`, { compress: false, mtime: now });
  }
  zip.end();
  return { filename: `registros-clientes-${month}.zip`, body: await output };
}
