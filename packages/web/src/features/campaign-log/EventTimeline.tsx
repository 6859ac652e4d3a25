import { type CampaignEvent, type CampaignEventType, EVENT_TYPES, RESOURCE_KEYS } from '@holdfast/engine';
import { wordLogEvent } from '@holdfast/engine/themes';
import { useState } from 'react';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { timelineByDay } from './campaign-history';

function ResourceChanges({ changes }: { changes: CampaignEvent['resourceChanges'] }) {
  const theme = useTheme();
  if (!changes) return null;
  const lines = RESOURCE_KEYS.filter((key) => (changes[key] ?? 0) !== 0);
  if (lines.length === 0) return null;
  return (
    <ul className="log-event__changes">
      {lines.map((key) => {
        const amount = changes[key] ?? 0;
        return (
          <li key={key} className="log-event__change" data-sign={amount > 0 ? 'gain' : 'loss'}>
            {amount > 0 ? '+' : ''}
            {amount.toLocaleString('en-US')} {theme.resources[key]}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The event timeline grouped by day, newest first, with a toggle per event type (spec §7:
 * 'timeline grouped by day', filtering on the client).
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
    <section className="log-timeline" aria-labelledby="log-timeline-title">
      <h3 id="log-timeline-title" className="log__heading">
        {words.timelineTitle}
      </h3>
      <fieldset className="log-filters" aria-label={words.filtersLabel}>
        {EVENT_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="log-filter"
            data-type={type}
            aria-pressed={shown.has(type)}
            onClick={() => toggle(type)}
          >
            {words.types[type]}
          </button>
        ))}
      </fieldset>
      {days.length === 0 ? (
        <p className="log__muted">{events.length === 0 ? words.noEvents : words.noEventsOfType}</p>
      ) : (
        <ol className="log-days">
          {days.map(({ day, events: dayEvents }) => (
            <li key={day} className="log-day">
              <h4 className="log-day__heading">{fillTemplate(words.dayHeading, { day })}</h4>
              <ul className="log-day__events">
                {dayEvents.map((event) => {
                  const { title, text } = wordLogEvent(theme, event);
                  return (
                    <li key={event.id} className="log-event" data-type={event.type}>
                      <span className="log-event__type">{words.types[event.type]}</span>
                      <div className="log-event__body">
                        <p className="log-event__title">{title}</p>
                        <p className="log-event__text">{text}</p>
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
    </section>
  );
}
