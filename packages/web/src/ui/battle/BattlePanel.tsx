import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import styles from './BattlePanel.module.css';

/**
 * A panel around the battlefield (squad, hostiles, actions, odds, keys, combat log, replay controls):
 * the global panel, tighter, named by its kicker heading when it has one.
 */
export function BattlePanel({
  title,
  titleId,
  className,
  children,
  ...rest
}: { title?: ReactNode; titleId?: string } & ComponentProps<'section'>) {
  return (
    <section className={clsx('panel', styles.panel, className)} aria-labelledby={title ? titleId : undefined} {...rest}>
      {title && (
        <h2 id={titleId} className="kicker">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** What a panel says when it has nothing to list (no hostiles left, no unit selected). */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
