import { spainRegions } from '@jornada/shared/domain/spain-regions';
import type { ComponentProps } from 'react';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';

const HINT = 'Sus festivos autonómicos se suman a los nacionales en el calendario laboral de la empresa.';

/** 'Comunidad autónoma': the company's region, by its Spanish name (the value is the ISO 3166-2 code). */
export function RegionSelectField({
  id,
  error,
  ...selectProps
}: Omit<ComponentProps<'select'>, 'id'> & { id: string; error?: string }) {
  return (
    <FormField id={id} label="Comunidad autónoma" hint={HINT} error={error}>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint: HINT })}
        {...selectProps}
      >
        {spainRegions.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
