import clsx from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { usePortalContainer } from '../theme/ThemeRoot';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Accessible name of the close button (the theme's word for Close). */
  closeLabel: string;
  children: ReactNode;
  /** Wider dialogs hold card grids (New Campaign, Load Campaign). */
  size?: 'narrow' | 'wide';
}

/**
 * A modal over Radix Dialog: focus is trapped inside, Escape and the close button dismiss it, and
 * the title names it for screen readers. It portals into the themed root so colours carry over.
 * When it closes, focus returns to what had it when it opened (the button that opened it): Radix
 * does that only for its own Trigger, and our dialogs are opened by state.
 */
export function Dialog({ open, onOpenChange, title, closeLabel, children, size = 'narrow' }: DialogProps) {
  const container = usePortalContainer();
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves the focus into the dialog (in its passive effect).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(styles.dialog, size === 'wide' && styles.wide)}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            if (!back?.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </header>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
