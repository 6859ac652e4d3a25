import {
  ARMOR_BY_ID,
  ARMORS,
  type EquipmentSlot,
  equipmentItem,
  equipmentLockedBy,
  type GameState,
  type Loadout,
  loadoutBlock,
  loadoutCost,
  RESEARCH_BY_ID,
  type Soldier,
  UTILITIES,
  UTILITY_BY_ID,
  WEAPON_BY_ID,
  WEAPONS,
} from '@holdfast/engine';
import { itemName, type ThemeConfig } from '@holdfast/engine/themes';
import { type FormEvent, useId, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { failureText } from '../../ui/action-feedback';
import { Button } from '../../ui/Button';
import { Fact } from '../../ui/Fact';
import { resourceList } from '../../ui/facility-text';
import { projectText } from '../../ui/research-text';
import { notify } from '../../ui/Toaster';
import styles from './LoadoutEditor.module.css';

/** 'Needs Weapon Training' in the theme's words for an item the rules still lock, else null. */
function lockText(theme: ThemeConfig, state: GameState, slot: EquipmentSlot, itemId: string): string | null {
  const projectId = equipmentLockedBy(state, slot, itemId);
  const project = projectId ? RESEARCH_BY_ID.get(projectId) : undefined;
  if (!projectId) return null;
  const name = project ? projectText(theme, project).name : projectId;
  return fillTemplate(theme.squadScreen.kitNeedsResearch, { project: name });
}

/** One option of a slot's picker: disabled (with the research it needs) while the rules lock it. */
function ItemOption({ slot, id, name, current }: { slot: EquipmentSlot; id: string; name: string; current: string }) {
  const theme = useTheme();
  const { state } = useCampaignSession();
  const locked = id === current ? null : lockText(theme, state, slot, id);
  return (
    <option value={id} disabled={locked !== null}>
      {locked ? `${name} (${locked})` : name}
    </option>
  );
}

/** What issuing the item costs ('Cost: 4,000 FUNDS · 120 SUPPLIES'), or 'Free'. */
function ItemCost({ slot, id }: { slot: EquipmentSlot; id: string }) {
  const theme = useTheme();
  const cost = equipmentItem(slot, id)?.cost;
  const free = !cost || cost.funds + cost.supplies + cost.intel === 0;
  return (
    <p className={styles.cost}>
      {theme.squadScreen.kitCost}: {free ? theme.squadScreen.kitFree : resourceList(theme, cost)}
    </p>
  );
}

/**
 * Weapon, armor and utility pickers with each item's numbers, price and lock. Kit is paid each time
 * it is issued (the engine's `loadoutCost`) and the better items wait for research; SAVE LOADOUT is
 * disabled with the engine's reason (`loadoutBlock`) when it would be refused. The choice is a draft
 * until saved; a refused or failed save keeps the draft so the player loses nothing.
 */
export function LoadoutEditor({ soldier }: { soldier: Soldier }) {
  const theme = useTheme();
  const words = theme.squadScreen;
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
  const cost = loadoutCost(soldier, draft);
  const block = changed ? loadoutBlock(session.state, soldier, draft) : null;
  const reason =
    block?.kind === 'locked'
      ? lockText(theme, session.state, block.slot, block.itemId)
      : block
        ? fillTemplate(words.kitNeedMore, { amounts: resourceList(theme, block.shortfall) })
        : null;
  const reasonId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await session.dispatch({ type: 'setLoadout', soldierId: soldier.id, ...draft });
    if (result.ok) notify(words.loadoutSaved);
    else notify(failureText(result, words.loadoutFailed));
  }

  return (
    <form className={styles.loadout} onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={ids.weapon}>
          {words.weapon}
        </label>
        <select
          id={ids.weapon}
          value={draft.weapon}
          onChange={(event) => setDraft({ ...draft, weapon: event.target.value })}
        >
          {WEAPONS.map((item) => (
            <ItemOption
              key={item.id}
              slot="weapon"
              id={item.id}
              name={itemName(theme, item.id)}
              current={soldier.loadout.weapon}
            />
          ))}
        </select>
        <ItemCost slot="weapon" id={draft.weapon} />
        {weapon && (
          <dl className={styles.stats}>
            <Fact label={words.damage}>{weapon.damage}</Fact>
            <Fact label={words.accuracy}>{weapon.accuracy}</Fact>
          </dl>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.armor}>
          {words.armor}
        </label>
        <select
          id={ids.armor}
          value={draft.armor}
          onChange={(event) => setDraft({ ...draft, armor: event.target.value })}
        >
          {ARMORS.map((item) => (
            <ItemOption
              key={item.id}
              slot="armor"
              id={item.id}
              name={itemName(theme, item.id)}
              current={soldier.loadout.armor}
            />
          ))}
        </select>
        <ItemCost slot="armor" id={draft.armor} />
        {armor && (
          <dl className={styles.stats}>
            <Fact label={words.defense}>{armor.defense}</Fact>
            <Fact label={words.mobility}>{armor.mobility}</Fact>
          </dl>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.utility}>
          {words.utility}
        </label>
        <select
          id={ids.utility}
          value={draft.utility}
          onChange={(event) => setDraft({ ...draft, utility: event.target.value })}
        >
          {UTILITIES.map((item) => (
            <ItemOption
              key={item.id}
              slot="utility"
              id={item.id}
              name={itemName(theme, item.id)}
              current={soldier.loadout.utility}
            />
          ))}
        </select>
        <ItemCost slot="utility" id={draft.utility} />
        {utility && <p className={styles.description}>{utility.description}</p>}
      </div>
      <div className={styles.actions}>
        {changed && cost.funds + cost.supplies + cost.intel > 0 && (
          <p className={styles.total}>{fillTemplate(words.kitTotal, { amounts: resourceList(theme, cost) })}</p>
        )}
        <Button
          type="submit"
          variant="primary"
          disabled={!changed || block !== null || session.pending}
          aria-describedby={reason ? reasonId : undefined}
        >
          {words.saveLoadout}
        </Button>
        {reason && (
          <p id={reasonId} className={styles.reason}>
            {reason}
          </p>
        )}
      </div>
    </form>
  );
}
