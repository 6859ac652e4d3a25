import type { ReactNode } from 'react';

/** A red box announcing what went wrong; `role="alert"` makes screen readers read it at once. */
export function ErrorBox({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="error-box" role="alert">
      {title && <strong className="error-box__title">{title}</strong>}
      <span className="error-box__message">{children}</span>
    </div>
  );
}
