import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount, pageRange } from '../../lib/paging';
import { Button } from './button';

/**
 * Previous / next under a server-paged table, with 'X–Y de Z'. Renders nothing while everything
 * fits on one page.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label = 'Paginación',
}: {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const { first, last } = pageRange(page, pageSize, total);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4 text-sm">
      <p className="text-slate-600 dark:text-slate-400" aria-live="polite">
        {first}–{last} de {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Siguiente
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
