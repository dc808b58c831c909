/** 'Ahora no' on the notification prompt is remembered on this device. */
export const PROMPT_DISMISSED_KEY = 'notification-prompt-dismissed';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isPromptDismissed(): boolean {
  return storage()?.getItem(PROMPT_DISMISSED_KEY) === 'true';
}

export function dismissPrompt(): void {
  storage()?.setItem(PROMPT_DISMISSED_KEY, 'true');
}
