import { Toaster as SonnerToaster, toast } from 'sonner';

/**
 * Where the spec's alert() messages appear, with the same words: at the bottom of the screen, so a
 * toast never covers the header's resource counters it is often about (issue 14).
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-center"
      offset={24}
      mobileOffset={16}
      theme="dark"
      toastOptions={{ duration: 3500 }}
    />
  );
}

/** Shows one message to the player, as the spec's alert() did (an id shows it once however often asked). */
export function notify(message: string, options?: { id?: string; duration?: number }): void {
  toast(message, options);
}
