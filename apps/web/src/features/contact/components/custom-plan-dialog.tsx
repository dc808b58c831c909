import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { CustomPlanForm } from './custom-plan-form';

/** The custom plan request in a dialog, opened from the plans section. */
export function CustomPlanDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>Plan a medida</DialogTitle>
        <DialogDescription className="mb-4">
          Cuéntanos cuántas personas sois y te enviaremos una propuesta ajustada a tu empresa.
        </DialogDescription>
        <CustomPlanForm idPrefix="custom-plan-dialog" />
      </DialogContent>
    </Dialog>
  );
}
