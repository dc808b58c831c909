import { VacationForm } from '../../features/petitions/components/vacation-form';

/** /petitions/create/vacation */
export default function CreateVacationRoute() {
  return <VacationForm />;
}
