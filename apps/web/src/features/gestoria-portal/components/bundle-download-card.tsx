import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { MonthPicker } from '../../../components/month-picker';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { gestoriaBundleUrl } from '../utils/download-urls';
import { MONTHS_OFFERED, madridMonthOf, previousMonth } from '../utils/months';

/** One ZIP with every client's register bundle of a month: the month just ended unless another is chosen. */
export function BundleDownloadCard() {
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const [latestMonth] = useState(() => madridMonthOf(new Date()));
  return (
    <Card aria-labelledby="bundle-title">
      <CardHeader>
        <CardTitle id="bundle-title" className="text-lg">
          Paquete mensual de todas las empresas
        </CardTitle>
        <CardDescription>
          Un ZIP con una carpeta por empresa: el registro del mes en PDF, CSV y Excel, un PDF por trabajador y el
          manifiesto firmado con las huellas del registro.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <MonthPicker
          variant="select"
          id="bundle-month"
          label="Mes"
          month={month}
          latestMonth={latestMonth}
          count={MONTHS_OFFERED}
          onChange={setMonth}
        />
        <a
          href={gestoriaBundleUrl(month)}
          download={`registros-clientes-${month}.zip`}
          className={cn(buttonClasses('secondary'), 'w-full sm:w-auto')}
        >
          <FileArchive aria-hidden="true" />
          Descargar paquete (ZIP)
        </a>
      </CardContent>
    </Card>
  );
}
