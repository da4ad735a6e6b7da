import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type ShowToast = (toast: ToastInput) => void;

/** Provided by ToastProvider (components/ui/toast.tsx), which draws the toasts. */
export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast; must be called under a ToastProvider. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside a ToastProvider');
  return show;
}
