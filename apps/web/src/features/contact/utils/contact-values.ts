import { type ContactDialogFormValues, type ContactPageFormValues, HONEYPOT_FIELD } from '@jornada/shared/api/contact';

/** The fields the server may name in a refusal of a contact message, dialog or page. */
export const contactFieldNames = ['name', 'email', 'empresa', 'tlf', 'mensaje', 'check'] as const;

/** A contact form's empty values; `source` tells the server which form sent it. */
export function emptyContactValues(source: 'dialog'): ContactDialogFormValues;
export function emptyContactValues(source: 'page'): ContactPageFormValues;
export function emptyContactValues(source: 'dialog' | 'page'): ContactDialogFormValues | ContactPageFormValues {
  return { source, name: '', email: '', empresa: '', tlf: '', mensaje: '', check: false, [HONEYPOT_FIELD]: '' };
}
