import { useCallback, useEffect, useState } from 'react';
import type { PermissionState } from '../utils/desktop-notifications';
import { dismissPrompt, isPromptDismissed } from '../utils/prompt-dismissal';

function readPermission(): PermissionState {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';
}

/**
 * SPEC §2.4, §4.4: the browser's notification permission (default, granted, denied) and the prompt,
 * shown while it is default and the user has not said 'Ahora no' on this device.
 */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionState>(readPermission);
  const [isDismissed, setIsDismissed] = useState(isPromptDismissed);

  // The user may change it in the browser's settings meanwhile.
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const onChange = () => setPermission(readPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        status = result;
        result.addEventListener('change', onChange);
      })
      .catch(() => {});
    return () => status?.removeEventListener('change', onChange);
  }, []);

  const request = useCallback(async () => {
    if (readPermission() === 'unsupported') return;
    try {
      setPermission(await window.Notification.requestPermission());
    } catch {
      setPermission(readPermission());
    }
  }, []);

  const dismiss = useCallback(() => {
    dismissPrompt();
    setIsDismissed(true);
  }, []);

  return { permission, isPromptVisible: permission === 'default' && !isDismissed, request, dismiss };
}
