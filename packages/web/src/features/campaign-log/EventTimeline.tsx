import { type CampaignEvent, type CampaignEventType, EVENT_TYPES } from '@holdfast/engine';
import { wordLogEvent } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { useState } from 'react';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { ResourceChanges } from '../../ui/ResourceChanges';
import { timelineByDay } from './campaign-history';
import styles from './EventTimeline.module.css';

/**
 * The event timeline grouped by day, newest first, with a toggle per event type (spec §7:
 * 'timeline grouped by day', filtering on the client). The log gives it its section and heading.
 */
export function EventTimeline({ events }: { events: readonly CampaignEvent[] }) {
  const theme = useTheme();
  const words = theme.campaignLog;
  const [shown, setShown] = useState<ReadonlySet<CampaignEventType>>(() => new Set(EVENT_TYPES));
  const days = timelineByDay(events, shown);

  function toggle(type: CampaignEventType) {
    setShown((was) => {
      const next = new Set(was);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });
  }

  return (
    <>
      <fieldset className={styles.filters} aria-label={words.filtersLabel}>
        {EVENT_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={styles.filter}
            data-type={type}
            aria-pressed={shown.has(type)}
            onClick={() => toggle(type)}
          >
            {words.types[type]}
          </button>
        ))}
      </fieldset>
      {days.length === 0 ? (
        <p className={clsx('muted', styles.empty)}>{events.length === 0 ? words.noEvents : words.noEventsOfType}</p>
      ) : (
        <ol className={styles.days}>
          {days.map(({ day, events: dayEvents }) => (
            <li key={day}>
              <h4 className={styles.dayHeading}>{fillTemplate(words.dayHeading, { day })}</h4>
              <ul className={styles.dayEvents}>
                {dayEvents.map((event) => {
                  const { title, text } = wordLogEvent(theme, event);
                  return (
                    <li key={event.id} className={styles.event} data-type={event.type}>
                      <span className={clsx('badge', styles.type)}>{words.types[event.type]}</span>
                      <div>
                        <p className={styles.title}>{title}</p>
                        <p className={styles.text}>{text}</p>
                        <ResourceChanges changes={event.resourceChanges} />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
