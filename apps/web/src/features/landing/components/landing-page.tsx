import { TRIAL_DAYS } from '@jornada/shared/api/plans';
import type { ReactNode } from 'react';
import { PublicFrame } from '../../../components/layouts/public-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { BenefitsSection } from './benefits-section';
import { DownloadsSection } from './downloads-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingSection } from './landing-section';
import { NormativaSection } from './normativa-section';
import { RenderWhenNear } from './render-when-near';

function PricingPlaceholder() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <span className="sr-only">Cargando planes...</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} className="h-96 rounded-2xl" />
      ))}
    </div>
  );
}

function ContactPlaceholder() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <span className="sr-only">Cargando formulario de contacto...</span>
      <Skeleton className="h-[38rem] rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

/**
 * The public landing at '/' (SPEC §1, §2.1): one page with the anchors inicio, normativa, features,
 * benefits, pricing, faq and contact. Plans, forms and dialogs come from other features through the
 * slots (composed in app/routes/landing.tsx); plans and the contact form load when their section
 * comes near the screen.
 */
export function LandingPage({
  pricing,
  contact,
  installAction,
  overlays,
  onLoginClick,
}: {
  pricing: ReactNode;
  contact: ReactNode;
  installAction?: ReactNode;
  /** Dialogs and banners rendered on top of the page. */
  overlays?: ReactNode;
  onLoginClick?: () => void;
}) {
  useScrollToHash();
  return (
    <PublicFrame isFullBleed onLoginClick={onLoginClick}>
      <HeroSection trialDays={TRIAL_DAYS} />
      <DownloadsSection installAction={installAction} />
      <NormativaSection />
      <FeaturesSection />
      <BenefitsSection trialDays={TRIAL_DAYS} />
      <LandingSection
        id="pricing"
        eyebrow="Planes"
        title="Un plan para cada tamaño de equipo"
        intro={`Todos los planes empiezan con ${TRIAL_DAYS} días de prueba gratis. Cambia de plan cuando tu equipo crezca.`}
      >
        <RenderWhenNear fallback={<PricingPlaceholder />}>{pricing}</RenderWhenNear>
      </LandingSection>
      <FaqSection trialDays={TRIAL_DAYS} />
      <LandingSection
        id="contact"
        eyebrow="Contacto"
        title="¿Hablamos?"
        intro="Cuéntanos cómo trabaja tu equipo y te ayudamos a ponerlo en marcha. Respondemos por email."
      >
        <RenderWhenNear fallback={<ContactPlaceholder />}>{contact}</RenderWhenNear>
      </LandingSection>
      {overlays}
    </PublicFrame>
  );
}
