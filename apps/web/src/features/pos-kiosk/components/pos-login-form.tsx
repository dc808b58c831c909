import { type PosLoginRequest, posLoginRequest } from '@jornada/shared/api/pos';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-input';
import { zodResolver } from '../../../lib/form-resolver';
import { useAttemptWait } from '../hooks/use-attempt-wait';
import { type PosLoginOptions, usePosLogin } from '../hooks/use-pos-login';
import { attemptNotice } from '../utils/attempt-wait';
import { posLoginErrorMessage } from '../utils/pos-login-feedback';
import { AttemptNoticeText } from './attempt-notice';

/**
 * SPEC §2.7 POS login: 'Identificador del POS', 'Pin' with show/hide, 'Activar'; §5's messages. No
 * autocomplete: a shared device must not offer to remember the terminal's PIN. After too many wrong
 * PINs the wait is counted down and 'Activar' comes back when it ends.
 */
export function PosLoginForm(options: PosLoginOptions = {}) {
  const form = useForm<PosLoginRequest, unknown, z.output<typeof posLoginRequest>>({
    resolver: zodResolver(posLoginRequest),
    defaultValues: { id_acceso: '', pin: '' },
  });
  const login = usePosLogin(options);
  // Stays busy after success until the kiosk has opened.
  const isBusy = login.isPending || login.isSuccess;
  const wait = useAttemptWait(login.waitUntil);
  const notice = login.isError ? attemptNotice(posLoginErrorMessage(login.error), login.waitUntil, wait.now) : null;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (!wait.isWaiting) login.submit(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {notice && (
        <Alert variant={notice.isError ? 'error' : 'info'}>
          <AttemptNoticeText notice={notice} />
        </Alert>
      )}
      <InputField
        id="pos-id-acceso"
        label="Identificador del POS"
        placeholder="POS-xxxx"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.id_acceso?.message}
        {...form.register('id_acceso')}
      />
      <PasswordField
        id="pos-pin"
        label="Pin"
        inputMode="numeric"
        autoComplete="off"
        error={errors.pin?.message}
        {...form.register('pin')}
      />
      <Button type="submit" size="lg" isLoading={isBusy} disabled={wait.isWaiting}>
        {isBusy ? 'Autenticando...' : 'Activar'}
      </Button>
    </form>
  );
}
