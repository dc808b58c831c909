import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { DEMO_ASPECT, type DemoSlide, demoSrcSet } from '../utils/demo-slides';

const arrowClasses =
  'flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors ' +
  'hover:bg-slate-50 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/**
 * SPEC §1's demo carousel: real screenshots in a swipeable, scroll-snapping strip. No autoplay; the
 * arrows, the dots, a swipe or the arrow keys on the focused strip move between captures.
 */
export function DemoCarousel({ slides }: { slides: readonly DemoSlide[] }) {
  const [current, setCurrent] = useState(0);
  const trackRef = useRef<HTMLUListElement>(null);

  const goTo = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const next = Math.max(0, Math.min(slides.length - 1, index));
    track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  };

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <section aria-roledescription="carrusel" aria-label="Capturas de Jornada" className="mx-auto w-full max-w-5xl">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-xl shadow-slate-900/10">
        <div aria-hidden="true" className="flex items-center gap-1.5 border-b border-slate-200 bg-white px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
        </div>
        <ul
          ref={trackRef}
          onScroll={onScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must be reachable by keyboard (arrow keys scroll it).
          tabIndex={0}
          aria-label="Capturas: desplázate con las flechas del teclado"
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, index) => (
            <li
              key={slide.file}
              aria-roledescription="captura"
              aria-label={`${index + 1} de ${slides.length}: ${slide.title}`}
              className="w-full shrink-0 snap-center snap-always"
            >
              <img
                src={`/demo/${slide.file}-1280.webp`}
                srcSet={demoSrcSet(slide.file)}
                // The strip is the page's width less its padding: on a phone (2× screen) the 720 px file.
                sizes="(min-width: 1024px) 1024px, calc(100vw - 2rem)"
                width={DEMO_ASPECT.width}
                height={DEMO_ASPECT.height}
                alt={slide.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="block h-auto w-full"
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-5 flex items-start justify-between gap-4">
        <button type="button" onClick={() => goTo(current - 1)} disabled={current === 0} className={arrowClasses}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Captura anterior</span>
        </button>
        <div className="flex min-w-0 flex-1 flex-col items-center gap-3 text-center">
          <p aria-live="polite" className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{slides[current]?.title}.</span> {slides[current]?.caption}
          </p>
          <div className="flex gap-1">
            {slides.map((slide, index) => (
              <button
                key={slide.file}
                type="button"
                onClick={() => goTo(index)}
                aria-current={index === current ? 'true' : undefined}
                className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    index === current ? 'w-5 bg-teal-700' : 'w-2 bg-slate-400 group-hover:bg-slate-500',
                  )}
                />
                <span className="sr-only">
                  Ver captura {index + 1}: {slide.title}
                </span>
              </button>
            ))}
          </div>
        </div>
        <button
          type="button"
          onClick={() => goTo(current + 1)}
          disabled={current === slides.length - 1}
          className={arrowClasses}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Captura siguiente</span>
        </button>
      </div>
    </section>
  );
}
