import clsx from 'clsx';
import type { ComponentProps } from 'react';
import styles from './Bar.module.css';

export type BarTone = 'good' | 'fair' | 'critical' | 'ap';

function percent(value: number, max: number): number {
  return max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
}

/** Spec §9: above 60% green, above 30% yellow, else red. */
export function hpTone(hp: number, maxHp: number): 'good' | 'fair' | 'critical' {
  const share = percent(hp, maxHp);
  if (share > 60) return 'good';
  if (share > 30) return 'fair';
  return 'critical';
}

/** A unit's HP or AP filled to its share, in its tone: on a grid token and in the unit panels. */
export function Bar({
  value,
  max,
  tone,
  className,
  ...rest
}: { value: number; max: number; tone: BarTone } & ComponentProps<'span'>) {
  return (
    <span className={clsx(styles.bar, className)} data-tone={tone} {...rest}>
      <span style={{ width: `${percent(value, max)}%` }} />
    </span>
  );
}
