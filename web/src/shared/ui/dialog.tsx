import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** Radix's root, portal and dimmed overlay, shared by both dialogs; `children` is the dialog's content. */
function DialogFrame({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        {children}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A modal dialog (Radix: focus trap, Escape, labelled by its title). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Content
        aria-describedby={description ? undefined : undefined}
        className={`fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex flex-col overflow-hidden rounded-2xl bg-white shadow-xl dark:bg-slate-900 ${wide ? 'max-w-4xl' : 'max-w-lg bottom-auto'}`}
      >
        <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
          <RadixDialog.Close className="ms-auto rounded-lg p-1 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t('dialog.close')}>
            <X aria-hidden className="size-5" />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className="px-5 pt-4 text-slate-700 dark:text-slate-300">{description}</RadixDialog.Description>
        ) : (
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        )}
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </RadixDialog.Content>
    </DialogFrame>
  );
}

/** Asks before something that cannot be undone (instead of window.confirm). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** What the action covers, below the message (a list of what it touches). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Content
        role="alertdialog"
        className="fixed inset-x-4 top-1/3 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
        <RadixDialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{message}</RadixDialog.Description>
        {/* Focusable: a long list scrolls with the keyboard too. */}
        {children ? <div tabIndex={0} className="mt-3 max-h-[50vh] overflow-y-auto rounded text-sm">{children}</div> : null}
        <div className="mt-6 flex justify-end gap-2">
          <RadixDialog.Close asChild>
            <Button variant="secondary">{t('dialog.cancel')}</Button>
          </RadixDialog.Close>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </RadixDialog.Content>
    </DialogFrame>
  );
}

/** The "delete it?" question for the item a list asked to delete: open while `item` is set; closing it clears the item. */
export function ConfirmDelete<T>({ item, onDismiss, ...dialog }: { item: T | null; onDismiss: () => void } & Omit<Parameters<typeof ConfirmDialog>[0], 'open' | 'onOpenChange' | 'children'>) {
  return <ConfirmDialog open={item !== null} onOpenChange={(open) => !open && onDismiss()} {...dialog} />;
}
