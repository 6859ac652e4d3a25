import type { StoryChapter } from '@holdfast/engine';
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

/** A chapter's opening: its number, title and subtitle, what it is about and its opening narrative. */
export function ChapterOpeningDialog({ chapter, onClose }: ChapterOpeningDialogProps) {
  const words = useTheme().dayReport;
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
