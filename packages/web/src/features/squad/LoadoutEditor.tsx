import {
  ARMOR_BY_ID,
  ARMORS,
  type Loadout,
  type Soldier,
  UTILITIES,
  UTILITY_BY_ID,
  WEAPON_BY_ID,
  WEAPONS,
} from '@holdfast/engine';
import { type FormEvent, useId, useState } from 'react';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { notify } from '../../ui/Toaster';
import { useCampaignSession } from '../base/campaign-session';
import { failureText } from './action-feedback';

/**
 * Weapon, armor and utility pickers with each item's numbers. The choice is a draft until SAVE
 * LOADOUT; a refused or failed save keeps the draft so the player loses nothing.
 */
export function LoadoutEditor({ soldier }: { soldier: Soldier }) {
  const words = useTheme().squadScreen;
  const session = useCampaignSession();
  const [draft, setDraft] = useState<Loadout>(soldier.loadout);
  const ids = { weapon: useId(), armor: useId(), utility: useId() };
  const changed =
    draft.weapon !== soldier.loadout.weapon ||
    draft.armor !== soldier.loadout.armor ||
    draft.utility !== soldier.loadout.utility;

  const weapon = WEAPON_BY_ID.get(draft.weapon);
  const armor = ARMOR_BY_ID.get(draft.armor);
  const utility = UTILITY_BY_ID.get(draft.utility);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await session.dispatch({ type: 'setLoadout', soldierId: soldier.id, ...draft });
    if (result.ok) notify(words.loadoutSaved);
    else notify(failureText(result, words.loadoutFailed));
  }

  return (
    <form className="loadout" onSubmit={onSubmit}>
      <div className="field loadout__slot">
        <label className="field__label" htmlFor={ids.weapon}>
          {words.weapon}
        </label>
        <select
          id={ids.weapon}
          value={draft.weapon}
          onChange={(event) => setDraft({ ...draft, weapon: event.target.value })}
        >
          {WEAPONS.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        {weapon && (
          <dl className="loadout__stats">
            <div>
              <dt>{words.damage}</dt>
              <dd>{weapon.damage}</dd>
            </div>
            <div>
              <dt>{words.accuracy}</dt>
              <dd>{weapon.accuracy}</dd>
            </div>
          </dl>
        )}
      </div>
      <div className="field loadout__slot">
        <label className="field__label" htmlFor={ids.armor}>
          {words.armor}
        </label>
        <select
          id={ids.armor}
          value={draft.armor}
          onChange={(event) => setDraft({ ...draft, armor: event.target.value })}
        >
          {ARMORS.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        {armor && (
          <dl className="loadout__stats">
            <div>
              <dt>{words.defense}</dt>
              <dd>{armor.defense}</dd>
            </div>
            <div>
              <dt>{words.mobility}</dt>
              <dd>{armor.mobility}</dd>
            </div>
          </dl>
        )}
      </div>
      <div className="field loadout__slot">
        <label className="field__label" htmlFor={ids.utility}>
          {words.utility}
        </label>
        <select
          id={ids.utility}
          value={draft.utility}
          onChange={(event) => setDraft({ ...draft, utility: event.target.value })}
        >
          {UTILITIES.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        {utility && <p className="loadout__description">{utility.description}</p>}
      </div>
      <div className="loadout__actions">
        <Button type="submit" variant="primary" disabled={!changed || session.pending}>
          {words.saveLoadout}
        </Button>
      </div>
    </form>
  );
}
