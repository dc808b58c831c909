import { useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/errors/error-screen';

/** Errors thrown while rendering or lazily loading a route. Navigating again clears the error. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  return (
    <ErrorScreen
      error={error}
      onRecover={() => void navigate(`${window.location.pathname}${window.location.search}`, { replace: true })}
    />
  );
}
