import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './buttons.ts';

/**
 * A modal window of the back office (focus kept inside, Escape closes, the page behind inert):
 * a title, an optional description, its content and, at the bottom, its actions.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  wide = false,
  footer,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The accessible name of the corner's close button. */
  closeLabel: string;
  /** Wide enough for a grid of pictures. */
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <RadixDialog.Content
          // Without a description, Radix would warn; the title alone names the window then.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-700">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close className={buttonClass.icon}>
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </RadixDialog.Close>
          </div>
          {/* Focusable: a keyboard can scroll what overflows a phone's screen. */}
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
