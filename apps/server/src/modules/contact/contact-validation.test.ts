import { CONTACT_MESSAGES } from '@jornada/shared/api/contact';
import { describe, expect, it } from 'vitest';
import { dialog, nextIp, page, postContact, rowsFrom, useContactContext } from './contact.test-helpers';

useContactContext();

describe('POST /api/sendemail: validation (SPEC §5)', () => {
  it('the contact dialog requires name, email, empresa, tlf and the privacy checkbox, each with its message', async () => {
    const ip = nextIp();
    const response = await postContact({ source: 'dialog' }, ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: 'El email es requerido',
      empresa: CONTACT_MESSAGES.companyRequired,
      tlf: 'El teléfono es requerido',
      check: CONTACT_MESSAGES.privacyRequired,
    });
    for (const [field, value, message] of [
      ['name', '   ', 'El nombre es requerido'],
      ['email', 'no-es-un-email', 'Correo electrónico inválido'],
      ['empresa', '', 'El nombre de la empresa es requerido'],
      ['tlf', '12', 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
      ['check', false, 'Debes aceptar la política de privacidad.'],
    ] as const) {
      const bad = await postContact({ ...dialog, [field]: value }, ip);
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().message, field).toBe(message);
      expect(bad.json().fields, field).toEqual({ [field]: message });
    }
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('the contact page requires name, email, mensaje and consent ("Debes aceptar los términos y condiciones.")', async () => {
    const ip = nextIp();
    const response = await postContact({ source: 'page' }, ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: 'El email es requerido',
      mensaje: CONTACT_MESSAGES.messageRequired,
      check: 'Debes aceptar los términos y condiciones.',
    });
    const noConsent = await postContact({ ...page, check: false }, ip);
    expect(noConsent.json()).toMatchObject({ message: 'Debes aceptar los términos y condiciones.' });
    const tooLong = await postContact({ ...page, mensaje: 'a'.repeat(5001) }, ip);
    expect(tooLong.json().message).toBe('El mensaje no puede superar 5000 caracteres');
    // Optional fields, when given, must still be right.
    const badPhone = await postContact({ ...page, tlf: 'abc' }, ip);
    expect(badPhone.json().fields).toEqual({
      tlf: 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +',
    });
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('the contact page leaves empresa and tlf optional (empty fields are no value)', async () => {
    const ip = nextIp();
    const response = await postContact({ ...page, empresa: '', tlf: '' }, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '¡Te contactaremos en breve!' });
    const [row] = await rowsFrom(ip);
    expect(row).toMatchObject({ source: 'page', company: null, phone: null, message: page.mensaje });
  });

  it("a body in SPEC's bare shape (no source) is the page form with a mensaje, else the dialog", async () => {
    const ip = nextIp();
    const { source: _page, ...bare } = page;
    const asPage = await postContact({ ...bare, empresa: '', tlf: '' }, ip);
    expect(asPage.json()).toEqual({ success: true, message: '¡Te contactaremos en breve!' });
    const { source: _dialog, ...bareDialog } = dialog;
    const asDialog = await postContact({ ...bareDialog, mensaje: '' }, ip);
    expect(asDialog.json()).toEqual({ success: true, message: 'Mensaje enviado correctamente' });
    // Without a mensaje the dialog's rules apply: its required fields are asked for.
    const incomplete = await postContact({ name: 'Sin datos', email: 'x@example.es', check: true }, ip);
    expect(incomplete.json().fields).toEqual({
      empresa: CONTACT_MESSAGES.companyRequired,
      tlf: 'El teléfono es requerido',
    });
    const unknown = await postContact({ ...dialog, source: 'otro' }, ip);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CONTACT_MESSAGES.sourceInvalid);
    expect((await rowsFrom(ip)).map((r) => r.source)).toEqual(['page', 'dialog']);
  });
});
