import { type StoryChapter, storyThreadFor } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import styles from './ChapterOpeningDialog.module.css';

interface ChapterOpeningDialogProps {
  /** The chapter that has just begun; null keeps the screen closed. */
  chapter: StoryChapter | null;
  onClose: () => void;
}

/**
 * A chapter's opening: the story thread it belongs to (spec §3), its number, title and subtitle,
 * what it is about and its opening narrative. The first chapter also says what the whole story is about.
 */
export function ChapterOpeningDialog({ chapter, onClose }: ChapterOpeningDialogProps) {
  const theme = useTheme();
  const words = theme.dayReport;
  const thread = storyThreadFor(theme.id);
  return (
    <Dialog
      open={chapter !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        chapter
          ? fillTemplate(words.chapterTitle, {
              label: fillTemplate(words.chapterLabel, { n: chapter.chapter }),
              title: chapter.title,
            })
          : ''
      }
      closeLabel={words.close}
    >
      {chapter && (
        <div className={styles.opening}>
          <p className="kicker" data-testid="story-thread-title">
            {thread.title}
          </p>
          {chapter.chapter === 1 && <p className={styles.description}>{thread.description}</p>}
          <p className={styles.subtitle}>{chapter.subtitle}</p>
          <p className={styles.description}>{chapter.description}</p>
          <p className={styles.narrative}>{chapter.openingNarrative}</p>
          <Button variant="primary" className="btn--block" onClick={onClose}>
            {words.chapterBegin}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
