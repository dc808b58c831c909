import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmbedPage } from './embed-page';

/** The POS widget without a terminal session: 'Sistema POS' over the POS login form it is given. */
export function PosWidgetLogin({ children }: { children: ReactNode }) {
  return (
    <EmbedPage>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Sistema POS</CardTitle>
          <CardDescription>Activa el terminal de fichaje compartido de tu empresa.</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </EmbedPage>
  );
}
