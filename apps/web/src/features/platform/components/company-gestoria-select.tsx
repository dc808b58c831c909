import type { ComponentProps } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { useCompanyGestorias } from '../hooks/use-company-gestorias';

/** The gestorías to pick from, with 'Sin gestoría' ('') first. */
export function CompanyGestoriaSelect(props: ComponentProps<'select'>) {
  const gestorias = useCompanyGestorias();
  const isReady = gestorias.data !== undefined;
  return (
    <NativeSelect {...props} disabled={!isReady || props.disabled}>
      <option value="">
        {isReady ? 'Sin gestoría' : gestorias.isError ? 'No se pudieron cargar las gestorías' : 'Cargando gestorías...'}
      </option>
      {gestorias.data?.data.map((gestoria) => (
        <option key={gestoria.id} value={String(gestoria.id)}>
          {gestoria.name}
        </option>
      ))}
    </NativeSelect>
  );
}
