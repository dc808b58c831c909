import type { ReactNode } from 'react';
import type { LandingSectionId } from '../../../config/app';
import { cn } from '../../../lib/cn';

/** One band of the landing: an anchor target (SPEC §2.1) below the sticky top bar, with its h2. */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id: LandingSectionId;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'tinted';
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn('scroll-mt-16 py-16 focus:outline-none sm:py-20', tone === 'tinted' ? 'bg-slate-50' : 'bg-white')}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-10 max-w-3xl">
          {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p>}
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <div className="mt-4 text-lg text-pretty text-slate-600">{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
