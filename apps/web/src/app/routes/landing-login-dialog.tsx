import { Link, useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { LoginForm } from '../../features/auth/components/login-form';

/**
 * SPEC §2.1's login dialog on the landing. After logging in it goes to /login, whose redirect sends the
 * user to their pending route or their role's home, as a login on the page would (SPEC §2.2).
 */
export default function LandingLoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle>Iniciar sesión</DialogTitle>
        <DialogDescription>Accede a tu registro de jornada.</DialogDescription>
        <div className="mt-5 flex flex-col gap-5">
          <LoginForm idPrefix="login-dialog" onLoggedIn={() => navigate('/login', { replace: true })} />
          <p className="text-center text-sm text-slate-600">
            ¿Tu empresa aún no usa Jornada?{' '}
            <Link to="/register" className="font-semibold text-teal-700 hover:underline">
              Prueba gratis 14 días
            </Link>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
