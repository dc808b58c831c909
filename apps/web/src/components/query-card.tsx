import type { ComponentProps, ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { LoadError } from './ui/load-error';

/** What the card needs of a TanStack query. */
export interface CardQuery<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryCardProps<T> extends Omit<ComponentProps<'div'>, 'title' | 'children'> {
  /** The title's id, which labels the card. */
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  query: CardQuery<T>;
  /** 'Error al cargar …' and the sentence shown when the server gave no message. */
  loadError: { title: string; fallback: string };
  /** Shown while loading: a role="status" skeleton shaped like the form. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A settings card fed by one query: the load error with 'Reintentar', the skeleton while loading,
 * then the form. A refetch that fails keeps the form (the data already shown stays valid).
 */
export function QueryCard<T>({
  titleId,
  title,
  description,
  query,
  loadError,
  skeleton,
  children,
  ...cardProps
}: QueryCardProps<T>) {
  let content: ReactNode;
  if (query.isError && query.data === undefined) {
    content = (
      <LoadError
        title={loadError.title}
        message={errorMessage(query.error, loadError.fallback)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.isPending || query.data === undefined) {
    content = skeleton;
  } else {
    content = children(query.data);
  }
  return (
    <Card aria-labelledby={titleId} {...cardProps}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
