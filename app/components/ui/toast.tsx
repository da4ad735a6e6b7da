import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '#contract/constants.ts';
import { type ShowToast, ToastContext, type ToastInput, type ToastVariant } from '#app/lib/use-toast.ts';

interface ToastItem extends ToastInput {
  id: number;
}

export interface ToastLabels {
  /** Screen-reader name of the toast list; `{hotkey}` becomes the key that focuses it (F8). */
  region: string;
  /** Read before each announced toast. */
  toast: string;
  close: string;
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/**
 * Where toasts stack, so that one never covers the button to press next: a public page's at the top
 * of a phone and the bottom right of a wider screen. The back office keeps its forms' Save and Cancel
 * at the bottom right (a sticky bar) and the page's actions at the top: its toasts stack just above
 * that bar on a phone, and at the bottom left, where the bar is empty, on a wider screen.
 */
const VIEWPORT_PLACEMENT = {
  'bottom-right': 'top-0 right-0 sm:top-auto sm:bottom-0',
  'beside-save-bar': 'right-0 bottom-16 sm:right-auto sm:bottom-0 sm:left-0',
} as const;

/**
 * Radix toasts shown for TOAST_DURATION_MS.primary; `useToast()` inside shows one.
 * Callers pass the labels in their language, so this primitive holds no text of its own.
 */
export function ToastProvider({
  labels,
  placement = 'bottom-right',
  children,
}: {
  labels: ToastLabels;
  placement?: keyof typeof VIEWPORT_PLACEMENT;
  children: ReactNode;
}) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>((toast) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { ...toast, id }]);
  }, []);

  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS.primary} label={labels.toast} swipeDirection="right">
        {children}
        {toasts.map((toast) => {
          const variant = toast.variant ?? 'default';
          return (
            <ToastPrimitive.Root
              key={toast.id}
              type={variant === 'destructive' ? 'foreground' : 'background'}
              data-variant={variant}
              onOpenChange={(open) => {
                if (!open) dismiss(toast.id);
              }}
              className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${VARIANT_CLASSES[variant]}`}
            >
              <div className="grid gap-1">
                <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
                {toast.description ? (
                  <ToastPrimitive.Description className="text-sm opacity-95">
                    {toast.description}
                  </ToastPrimitive.Description>
                ) : null}
              </div>
              <ToastPrimitive.Close
                aria-label={labels.close}
                className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
              >
                <X aria-hidden="true" className="size-4" />
              </ToastPrimitive.Close>
            </ToastPrimitive.Root>
          );
        })}
        <ToastPrimitive.Viewport
          label={labels.region}
          className={`fixed z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none ${VIEWPORT_PLACEMENT[placement]}`}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
