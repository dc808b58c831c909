/** Every query of this feature starts with 'pos-terminals'. */
export const posTerminalKeys = {
  all: ['pos-terminals'] as const,
  list: () => [...posTerminalKeys.all, 'list'] as const,
  lockouts: () => [...posTerminalKeys.all, 'lockouts'] as const,
  mine: () => [...posTerminalKeys.all, 'mine'] as const,
  employees: () => [...posTerminalKeys.all, 'employees'] as const,
  kioskPin: () => [...posTerminalKeys.all, 'kiosk-pin'] as const,
};
