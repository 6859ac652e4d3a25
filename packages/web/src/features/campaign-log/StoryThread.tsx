import { chapterForDay, type GameState, keyEventStatus, storyThreadFor } from '@holdfast/engine';
import { missionWords } from '@holdfast/engine/themes';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import styles from './StoryThread.module.css';

/**
 * The campaign's story as one thread (spec §3 "Story thread", issue 26): its title and what it is
 * about, then each chapter reached so far with its key mission and where the campaign stands with
 * it. Chapters not reached yet stay hidden, and a key mission before its announcing beat unnamed.
 */
export function StoryThread({ state }: { state: Pick<GameState, 'day' | 'missions' | 'theme'> }) {
  const theme = useTheme();
  const words = theme.campaignLog;
  const thread = storyThreadFor(state.theme);
  const reached = chapterForDay(state.day);
  return (
    <section aria-label={words.storyLabel} className={styles.thread} data-testid="story-thread">
      <h3 className="section-title section-title--accent">{thread.title}</h3>
      <p className={styles.description}>{thread.description}</p>
      <ol className={styles.chapters}>
        {thread.chapters
          .filter((chapter) => chapter.chapter <= reached)
          .map((chapter) => {
            const event = thread.keyEvents.find((e) => e.chapter === chapter.chapter);
            const status = event ? keyEventStatus(state, event) : null;
            return (
              <li key={chapter.id} className={styles.chapter} data-status={status ?? undefined}>
                <strong>
                  {fillTemplate(theme.dayReport.chapterTitle, {
                    label: fillTemplate(theme.dayReport.chapterLabel, { n: chapter.chapter }),
                    title: chapter.title,
                  })}
                </strong>
                <span className={styles.subtitle}>{chapter.subtitle}</span>
                {event && status && (
                  <span className={styles.keyEvent}>
                    {status === 'ahead'
                      ? fillTemplate(words.storyKeyEventAhead, { day: event.day })
                      : fillTemplate(words.storyKeyEvent, {
                          mission: missionWords(theme, event.missionId).name,
                          day: event.day,
                          status: words.storyStatus[status],
                        })}
                  </span>
                )}
              </li>
            );
          })}
      </ol>
    </section>
  );
}
