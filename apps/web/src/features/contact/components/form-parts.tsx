import { HONEYPOT_FIELD } from '@jornada/shared/api/contact';
import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { CONTACT_ERROR_TITLE } from '../utils/contact-error';

/**
 * The anti-spam honeypot (shared contact schemas): a text field people never see or reach, that
 * form-filling bots tend to complete. The server answers such a request as sent but never emails it.
 */
export function HoneypotField({ id, ...inputProps }: Omit<ComponentProps<'input'>, 'id'> & { id: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden opacity-0">
      <label htmlFor={id}>No rellenes este campo</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" name={HONEYPOT_FIELD} {...inputProps} />
    </div>
  );
}

/** A required consent checkbox with its label (which may hold links) and its error. */
export function ConsentField({
  id,
  error,
  children,
  ...checkboxProps
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2.5">
        <Checkbox
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...checkboxProps}
        />
        <Label htmlFor={id} className="leading-snug font-normal text-slate-700 dark:text-slate-300">
          {children}
        </Label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const docLinkClasses = 'font-medium text-teal-700 underline underline-offset-2 dark:text-teal-400';

/** A legal document opened in a new tab, so a half-filled form is not lost. */
export function LegalDocLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener" className={docLinkClasses}>
      {children}
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}

/** The first layer of data-protection information under each form (RGPD art. 13, LOPDGDD art. 11). */
export function PrivacyNotice() {
  return (
    <p className="text-xs leading-relaxed text-slate-600 dark:text-slate-400">
      Usaremos tus datos solo para responder a tu solicitud. Puedes ejercer tus derechos de acceso, rectificación y
      supresión como se explica en la{' '}
      <LegalDocLink to="/legal/politica-privacidad">política de privacidad</LegalDocLink>.
    </p>
  );
}

/** Why the message was not sent (anything but a field's own error). */
export function ContactFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="error" title={CONTACT_ERROR_TITLE}>
      {message}
    </Alert>
  );
}

/**
 * How every contact form ends: the consent checkbox (its label the caller's), the honeypot, the
 * privacy notice and the submit button.
 */
export function ContactFormEnd({
  idPrefix,
  consent,
  consentError,
  consentLabel = (
    <>
      Acepto la <LegalDocLink to="/legal/politica-privacidad">política de privacidad</LegalDocLink>.
    </>
  ),
  honeypot,
  isPending,
  submitLabel,
  submitClassName = 'sm:self-start',
}: {
  idPrefix: string;
  consent: UseFormRegisterReturn;
  consentError?: string;
  /** «Acepto la política de privacidad.» unless the form asks for more. */
  consentLabel?: ReactNode;
  honeypot: UseFormRegisterReturn;
  isPending: boolean;
  submitLabel: string;
  /** In a dialog the button spans the width. */
  submitClassName?: string;
}) {
  return (
    <>
      <ConsentField id={`${idPrefix}-check`} error={consentError} {...consent}>
        {consentLabel}
      </ConsentField>
      <HoneypotField id={`${idPrefix}-${HONEYPOT_FIELD}`} {...honeypot} />
      <PrivacyNotice />
      <Button type="submit" size="lg" isLoading={isPending} className={submitClassName}>
        {isPending ? 'Enviando...' : submitLabel}
      </Button>
    </>
  );
}

/** The fields every contact form asks for, with the attributes autofill and mobile keyboards need. */
export const contactInputs = {
  name: { label: 'Nombre', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  company: { autoComplete: 'organization' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
} as const;
