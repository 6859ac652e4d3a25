import { facilityAt } from '@holdfast/engine';
import { useRef, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { useReveal } from '../../ui/use-reveal';
import { BaseGrid, type Slot } from './BaseGrid';
import styles from './BaseTab.module.css';
import { BuildPanel } from './BuildPanel';
import { FacilityPanel } from './FacilityPanel';

/**
 * The base tab: the grid, and beside it (below it on a phone) the build panel of an empty slot or
 * the panel of a built one. A panel opened by a tap is scrolled into view when it is off-screen.
 */
export function BaseTab() {
  const { state } = useCampaignSession();
  const [selected, setSelected] = useState<Slot | null>(null);
  const facility = selected ? facilityAt(state, selected.row, selected.col) : undefined;
  const container = useRef<HTMLDivElement>(null);
  // Closing a panel gives the focus back to the grid's slot that opened it (its one tab stop).
  const close = () => {
    setSelected(null);
    container.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
  };
  const panel = useReveal<HTMLDivElement>(selected);
  return (
    <div ref={container} className={styles.tab} data-has-panel={selected !== null}>
      <BaseGrid facilities={state.facilities} selected={selected} onSelect={setSelected} />
      {selected && (
        <div ref={panel}>
          {facility ? (
            <FacilityPanel key={facility.id} facility={facility} onClose={close} />
          ) : (
            <BuildPanel key={`${selected.row}-${selected.col}`} slot={selected} onClose={close} />
          )}
        </div>
      )}
    </div>
  );
}
