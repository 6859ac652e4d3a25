import { DIFFICULTIES, type Difficulty, THEME_IDS, type ThemeId } from '@holdfast/engine';
import { THEMES, themeFor } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { type CSSProperties, type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { playerMessage } from '../../api/client';
import { useCreateCampaign } from '../../session/campaign-api';
import { startGuestCampaign } from '../../session/guest-campaign';
import { randomSeed128 } from '../../session/random-seed';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorBox } from '../../ui/ErrorBox';
import styles from './NewCampaignDialog.module.css';

interface NewCampaignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'guest' builds the campaign in this browser with the engine: no call, nothing saved (spec §4). */
  mode?: 'server' | 'guest';
}

/**
 * Starts a campaign (spec §2, §4, §5): pick a universe, name it, choose a difficulty. For a
 * signed-in player the server builds the Command Center and starting squad in the same call, then
 * we go to its base; for a guest the engine builds it here and the base screen carries it.
 */
export function NewCampaignDialog({ open, onOpenChange, mode = 'server' }: NewCampaignDialogProps) {
  const theme = useTheme();
  const words = theme.newCampaign;
  const navigate = useNavigate();
  const createCampaign = useCreateCampaign();
  const [universe, setUniverse] = useState<ThemeId>(theme.id);
  const [name, setName] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty>('normal');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const busy = createCampaign.isPending;

  function changeOpen(next: boolean) {
    if (!next) {
      setName('');
      setDifficulty('normal');
      setUniverse(theme.id);
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError(words.nameRequired);
      return;
    }
    setError(null);
    if (mode === 'guest') {
      const guestCampaign = startGuestCampaign({ name: trimmed, difficulty, theme: universe, seed: randomSeed128() });
      changeOpen(false);
      navigate(`/${universe}/base`, { state: { guestCampaign } });
      return;
    }
    try {
      const created = await createCampaign.mutateAsync({ name: trimmed, difficulty, theme: universe });
      // The contract promises an id; a server that sends none still gets the spec's message.
      const id: unknown = created?.id;
      if (id === undefined || id === null || id === '') {
        setError(words.noIdReturned);
        return;
      }
      const destination = themeFor(created.theme ?? universe).id;
      changeOpen(false);
      navigate(`/${destination}/base`, { state: { campaignId: created.id } });
    } catch (failure) {
      setError(playerMessage(failure, words.errorFallback));
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={words.title} closeLabel={words.close} size="wide">
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className={styles.picker}>
          <legend className="field__label">{words.universeLabel}</legend>
          <div className={styles.grid}>
            {THEME_IDS.map((id) => {
              const card = THEMES[id].universe;
              const colours = THEMES[id].colours;
              return (
                <label
                  key={id}
                  className={styles.card}
                  data-selected={universe === id}
                  style={{ '--card-accent': colours.accent, '--card-highlight': colours.highlight } as CSSProperties}
                >
                  <input
                    type="radio"
                    name="universe"
                    value={id}
                    checked={universe === id}
                    onChange={() => setUniverse(id)}
                    className={styles.radio}
                  />
                  <span className={styles.name}>{card.name}</span>
                  <span className={styles.description}>{card.description}</span>
                  <span className={styles.preview}>{card.preview}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className={clsx('form__row', styles.row)}>
          <label className="field" htmlFor={`${ids}-name`}>
            <span className="field__label">{words.nameLabel}</span>
            <input
              id={`${ids}-name`}
              name="campaignName"
              placeholder={words.namePlaceholder}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <label className="field" htmlFor={`${ids}-difficulty`}>
            <span className="field__label">{words.difficultyLabel}</span>
            <select
              id={`${ids}-difficulty`}
              name="difficulty"
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value as Difficulty)}
            >
              {DIFFICULTIES.map((level) => (
                <option key={level} value={level}>
                  {words.difficulties[level]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {mode === 'guest' && <p className="form__note">{words.guestNote}</p>}
        {error && <ErrorBox>{error}</ErrorBox>}
        <Button type="submit" variant="primary" className="btn--block" disabled={busy}>
          {busy ? words.busy : words.submit}
        </Button>
      </form>
    </Dialog>
  );
}
