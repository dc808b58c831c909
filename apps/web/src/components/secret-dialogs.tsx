import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';

/**
 * The dialog that creates something holding a secret (an API key, a webhook): title, what it is for,
 * and the form, mounted only while open so each opening starts empty.
 */
export function CreateSecretDialog({
  isOpen,
  onClose,
  title,
  description,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </div>
          {isOpen && children}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A secret right after it was created: shown this once (the server keeps only what checks it), with a
 * copy button that falls back to selecting the text. A click outside does not close it by accident.
 */
export function SecretCreatedDialog({
  isOpen,
  onClose,
  title,
  description,
  descriptionClassName,
  summary,
  secretId,
  secretLabel,
  secret,
  copyWhat,
  copiedLabel,
  warningTitle,
  warning,
  footer,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  /** A line under the title, before the secret. */
  summary?: ReactNode;
  /** The secret's element id, also its test id. */
  secretId: string;
  secretLabel: string;
  secret: string;
  copyWhat: string;
  copiedLabel?: string;
  warningTitle: string;
  warning: ReactNode;
  /** What to do with the secret next, under the warning. */
  footer?: ReactNode;
}) {
  const select = () => {
    const node = document.getElementById(secretId);
    if (node) window.getSelection()?.selectAllChildren(node);
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        {isOpen && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1 pr-8">
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
            </div>
            {summary}
            <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60">
              <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{secretLabel}</span>
              <code
                id={secretId}
                data-testid={secretId}
                className="font-mono text-sm break-all text-slate-900 select-all dark:text-white"
              >
                {secret}
              </code>
              <div>
                <CopyButton value={secret} what={copyWhat} copiedLabel={copiedLabel} onFailure={select} />
              </div>
            </div>
            <Alert variant="warning" title={warningTitle}>
              {warning}
            </Alert>
            {footer}
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>Hecho</Button>
              </DialogClose>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
