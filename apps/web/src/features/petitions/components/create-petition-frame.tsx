import type { PetitionKind } from '@jornada/shared/api/petitions';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { PetitionKindIcon } from './petition-kind-icon';

/** The frame of the three create pages: back to the create view, a title and the form in a card. */
export function CreatePetitionFrame({
  kind,
  title,
  description,
  aside,
  children,
}: {
  kind: PetitionKind;
  title: string;
  description: string;
  /** Beside the form on wide screens, below it on phones (the balance, say). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-4', aside ? 'max-w-5xl' : 'max-w-3xl')}>
      <Link
        to="/petitions?view=create"
        className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-400"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Peticiones
      </Link>
      <div className={aside ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]' : undefined}>
        <Card aria-labelledby="create-petition-title">
          <CardHeader>
            <CardTitle id="create-petition-title" className="flex items-center gap-2 text-2xl">
              <PetitionKindIcon kind={kind} className="size-6" />
              <span>{title}</span>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {aside}
      </div>
    </div>
  );
}

/** 'Cancelar' on a create page: back to the create view, nothing sent. */
export function CreatePetitionCancel() {
  return (
    <Link to="/petitions?view=create" className={buttonClasses('outline', 'md')}>
      Cancelar
    </Link>
  );
}
