import { NICKNAME_MAX_LENGTH, type Soldier } from '@holdfast/engine';
import { wordRefusal } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { failureText } from '../../ui/action-feedback';
import { Button } from '../../ui/Button';
import { engineRefusal } from '../../ui/soldier-display';
import { notify } from '../../ui/Toaster';
import styles from './NicknameEditor.module.css';

/**
 * Inline nickname editing: Enter saves, Escape cancels. The engine trims and checks the length:
 * while it would refuse what is typed (a dry run, `engineRefusal`), SAVE is disabled with its reason
 * beside it (issue 14); a failed save keeps the editor open with what the player typed.
 */
export function NicknameEditor({ soldier, editable }: { soldier: Soldier; editable: boolean }) {
  const theme = useTheme();
  const words = theme.squadScreen;
  const session = useCampaignSession();
  const [draft, setDraft] = useState<string | null>(null);
  const reasonId = useId();
  const refusal =
    draft === null
      ? null
      : engineRefusal(session.state, { type: 'setNickname', soldierId: soldier.id, nickname: draft });

  async function save() {
    if (draft === null || refusal) return;
    const result = await session.dispatch({ type: 'setNickname', soldierId: soldier.id, nickname: draft });
    if (result.ok) setDraft(null);
    else notify(failureText(result, words.nicknameFailed));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // Escape belongs to this editor, not to whatever surrounds it.
      event.stopPropagation();
      setDraft(null);
    }
  }

  if (draft === null) {
    return (
      <span className={styles.nickname}>
        {soldier.nickname && <span>“{soldier.nickname}”</span>}
        {editable && (
          <button
            type="button"
            className={clsx('link-button', styles.edit)}
            aria-label={fillTemplate(words.editNickname, { name: soldier.name })}
            onClick={() => setDraft(soldier.nickname ?? '')}
          >
            {soldier.nickname ? <span aria-hidden="true">✎</span> : words.addNickname}
          </button>
        )}
      </span>
    );
  }

  return (
    <form className={clsx(styles.nickname, styles.editing)} onSubmit={onSubmit}>
      <input
        className={styles.input}
        aria-label={words.nicknameLabel}
        value={draft}
        maxLength={NICKNAME_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={session.pending}
        // biome-ignore lint/a11y/noAutofocus: the player just asked to edit this field.
        autoFocus
      />
      <Button
        type="submit"
        variant="primary"
        className="btn--small"
        disabled={session.pending || refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
      >
        {words.save}
      </Button>
      <Button className="btn--small" onClick={() => setDraft(null)}>
        {words.cancel}
      </Button>
      {refusal && (
        <span id={reasonId} className={styles.reason}>
          {wordRefusal(theme, refusal)}
        </span>
      )}
    </form>
  );
}
