import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { MonthPicker } from '../../../components/month-picker';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { type PayrollFormat, payrollUrl } from '../utils/download-urls';
import { MONTHS_OFFERED, madridMonthOf, previousMonth } from '../utils/months';

const formats: { format: PayrollFormat; label: string }[] = [
  { format: 'csv', label: 'Descargar CSV' },
  { format: 'xlsx', label: 'Descargar Excel' },
];

/** A client's month for the payroll program, as CSV or Excel: the month just ended unless another is chosen. */
export function PayrollCard({ companyId }: { companyId: number }) {
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const [latestMonth] = useState(() => madridMonthOf(new Date()));
  return (
    <Card aria-labelledby="payroll-title">
      <CardHeader>
        <CardTitle id="payroll-title">Exportación para nómina</CardTitle>
        <CardDescription>
          La empresa (nombre y CIF) y el mes, y una fila por trabajador con su código de nómina, DNI/NIE y nombre; las
          horas ordinarias, complementarias y extra (pagadas, compensadas y sin liquidar) del mes, y los días de
          vacaciones, asuntos propios, permiso y baja.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <MonthPicker
          variant="select"
          id="payroll-month"
          label="Mes"
          month={month}
          latestMonth={latestMonth}
          count={MONTHS_OFFERED}
          onChange={setMonth}
        />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          {formats.map(({ format, label }) => (
            <a
              key={format}
              href={payrollUrl(companyId, month, format)}
              download={`nominas-${month}.${format}`}
              data-format={format}
              className={cn(buttonClasses('outline'), 'w-full sm:w-auto')}
            >
              <FileDown aria-hidden="true" />
              {label}
            </a>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
