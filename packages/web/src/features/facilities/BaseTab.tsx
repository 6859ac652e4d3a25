import { facilityAt } from '@holdfast/engine';
import { useState } from 'react';
import { useCampaignSession } from '../base/campaign-session';
import { BaseGrid, type Slot } from './BaseGrid';
import { BuildPanel } from './BuildPanel';
import { FacilityPanel } from './FacilityPanel';
import './facilities.css';

/** The base tab: the grid, and beside it the build panel of an empty slot or the panel of a built one. */
export function BaseTab() {
  const { state } = useCampaignSession();
  const [selected, setSelected] = useState<Slot | null>(null);
  const facility = selected ? facilityAt(state, selected.row, selected.col) : undefined;
  const close = () => setSelected(null);
  return (
    <div className="base-tab" data-has-panel={selected !== null}>
      <BaseGrid facilities={state.facilities} selected={selected} onSelect={setSelected} />
      {selected &&
        (facility ? (
          <FacilityPanel key={facility.id} facility={facility} onClose={close} />
        ) : (
          <BuildPanel key={`${selected.row}-${selected.col}`} slot={selected} onClose={close} />
        ))}
    </div>
  );
}
