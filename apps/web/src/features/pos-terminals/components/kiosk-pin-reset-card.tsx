import type { Employee } from '@jornada/shared/api/employees';
import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast/toast-store';
import { notifyApiError } from '../../../lib/api-client';
import { useClearKioskPin } from '../api/clear-kiosk-pin';

/**
 * 'Borrar PIN de quiosco': an employee who forgot their personal PIN gets it cleared here and chooses
 * a new one in 'Mis terminales POS'. The API does not say who has one, so every employee is listed.
 */
export function KioskPinResetCard({ employees }: { employees: readonly Employee[] }) {
  const [employeeId, setEmployeeId] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const clear = useClearKioskPin();
  const employee = employees.find((e) => String(e.id) === employeeId);

  const confirm = () => {
    if (!employee) return;
    clear.mutate(employee.id, {
      onSuccess: (result) => {
        toast({
          title: result.message,
          description: `${employee.name} podrá elegir uno nuevo en «Mis terminales POS».`,
          variant: 'success',
        });
        setIsConfirming(false);
        setEmployeeId('');
      },
      onError: (error) => notifyApiError('No se pudo borrar el PIN personal', error),
    });
  };

  return (
    <Card aria-labelledby="kiosk-pin-reset-title">
      <CardHeader>
        <CardTitle id="kiosk-pin-reset-title">PIN personal de los empleados</CardTitle>
        <CardDescription>
          Cada empleado elige su PIN personal en «Mis terminales POS». Si alguien lo olvida, bórralo aquí y podrá elegir
          otro.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-80">
          <Label htmlFor="kiosk-pin-employee">Empleado</Label>
          <NativeSelect
            id="kiosk-pin-employee"
            value={employeeId}
            onChange={(event) => setEmployeeId(event.target.value)}
          >
            <option value="">Elige un empleado</option>
            {employees.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" disabled={!employee} onClick={() => setIsConfirming(true)}>
          <Eraser aria-hidden="true" />
          Borrar PIN de quiosco
        </Button>
      </CardContent>
      <ConfirmDialog
        isOpen={isConfirming && employee !== undefined}
        title="¿Borrar el PIN personal?"
        description={`${employee?.name ?? ''} no podrá fichar en los terminales que piden PIN personal hasta que elija uno nuevo.`}
        confirmLabel="Borrar PIN"
        confirmVariant="destructive"
        cancelLabel="Volver"
        isPending={clear.isPending}
        onConfirm={confirm}
        onOpenChange={(isOpen) => !isOpen && !clear.isPending && setIsConfirming(false)}
      />
    </Card>
  );
}
