import { PhoneCall } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ContactPageForm } from '../../features/contact/components/contact-page-form';

const ContactDialog = lazy(() =>
  import('../../features/contact/components/contact-dialog').then((module) => ({ default: module.ContactDialog })),
);

/** The landing's #contact content: the contact form, and the "call me" dialog (SPEC §5's two forms). */
export default function LandingContact() {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isDialogRequested, setIsDialogRequested] = useState(false);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <Card className="p-6 sm:p-8">
        <h3 className="mb-5 text-xl font-semibold text-slate-900">Escríbenos</h3>
        <ContactPageForm idPrefix="landing-contact" />
      </Card>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
        <PhoneCall aria-hidden="true" className="size-8 text-teal-700" />
        <h3 className="text-xl font-semibold text-slate-900">¿Prefieres que te llamemos?</h3>
        <p className="text-slate-600">
          Déjanos tu teléfono y te llamamos para enseñarte Jornada y resolver tus dudas sobre el registro de jornada.
        </p>
        <Button
          variant="outline"
          size="lg"
          aria-haspopup="dialog"
          className="self-start"
          onClick={() => {
            setIsDialogRequested(true);
            setIsDialogOpen(true);
          }}
        >
          Quiero que me llaméis
        </Button>
      </div>
      {isDialogRequested && (
        <Suspense fallback={null}>
          <ContactDialog open={isDialogOpen} onOpenChange={setIsDialogOpen} />
        </Suspense>
      )}
    </div>
  );
}
