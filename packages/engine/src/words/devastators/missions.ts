/**
 * DEVASTATORS mission words (1935, the Churn): the yard at Ashgate Junction and the line around it.
 * The four key missions keep the codenames the story announces (story.ts), on its own ground:
 * the Ashgate barricades, the relay mast on Orlen Heights, the airship sheds on Sallow Moor and the
 * Brenner Works on Furnace Hill. Rules (days, squad, rewards, odds) stay in content/missions.ts.
 */
import type { MissionTemplateId } from '../../content/missions';
import type { MissionWords } from '../theme-config';

export const DEVASTATORS_MISSION_TEXTS: Record<MissionTemplateId, MissionWords> = {
  supply_run: {
    name: 'Coal Run',
    type: 'haulage',
    location: 'Ashgate Spur Line',
    description: 'Ride guard on a coal train from the spur-line bunkers back to the yard.',
    storyContext: 'No coal, no steam; no steam, no Ashgate. The run is dull right up to the day it is not.',
    objectives: ['Reach the spur-line bunkers', 'Load the tenders', 'Bring the train home before the signals change'],
  },
  patrol: {
    name: 'Line Walk',
    type: 'picket',
    location: 'Eastern Slag Heaps',
    description: 'Walk the track east of the yard, test the tripwire bells and mark any machine spoor.',
    storyContext: 'Fresh oil on the sleepers by the third culvert. Something with treads has been counting our trains.',
    objectives: [
      'Walk the line to the third culvert',
      'Test every tripwire and bell',
      'Mark tread tracks and oil spills',
    ],
  },
  training: {
    name: 'Drill Fortnight',
    type: 'drill',
    location: 'Bunkhouse Yard',
    description: 'Two weeks of rifle drill, grenade throwing and stretcher runs between the sheds.',
    storyContext: 'The yard rule: sweat between the sheds or bleed on the line.',
    objectives: [
      'Pass the rifle course',
      'Clear the shed-to-shed assault drill',
      'Carry a stretcher the length of the yard',
    ],
  },
  raid: {
    name: 'Boiler Raid',
    type: 'foray',
    location: 'Drossel Tank Farm',
    description: 'Strike a Churn fuelling post, siphon what the lorries can carry and fire the rest.',
    storyContext: 'Churn walkers drink diesel like the rest of us. Empty their tanks and they stand still.',
    objectives: [
      'Cut through the wire at the tank farm',
      'Siphon the diesel into the lorries',
      'Fire the tanks that cannot be drained',
    ],
  },
  assassination: {
    name: 'Silence the Overseer',
    type: 'hunt',
    location: 'Grausee Pumping Station',
    description: 'Track down the overseer engine that marshals the Churn packs in the valley and break it.',
    storyContext:
      'Three machine packs move as one since the overseer came down the valley. Smash its valves and they wander again.',
    objectives: [
      'Confirm the overseer at the pumping station',
      'Break its control valves',
      'Withdraw before the packs regroup',
    ],
  },
  sabotage: {
    name: 'Viaduct Demolition',
    type: 'demolition',
    location: 'Tolmen Viaduct',
    description: 'Blow the viaduct the Churn uses to roll its heavy walkers to the front.',
    storyContext: 'Every night another walker crosses Tolmen on the old main line. The viaduct has to come down.',
    objectives: [
      'Slip past the viaduct sentries',
      'Pack charges into the central piers',
      'Fire the charges from the far embankment',
    ],
  },
  rescue: {
    name: 'Hospital Train',
    type: 'extraction',
    location: 'Mirren Halt',
    description: 'Fight through to a stranded hospital train and haul its surgeons and wounded back down the line.',
    storyContext:
      'A hospital train has sat at Mirren Halt for a month. The last wire said the boiler water is nearly gone.',
    objectives: [
      'Break the Churn ring around the halt',
      'Move the wounded into the armoured wagons',
      'Hold the points until the train is through',
    ],
  },
  vanguard: {
    name: 'Spearhead',
    type: 'offensive',
    location: 'Ostwald Canal Locks',
    description: 'Lead the crews across the Ostwald locks and hold the far side until the armoured trains steam up.',
    storyContext: 'The Guild wants a bridgehead across the canal. Somebody has to cross under the guns first.',
    objectives: [
      'Rush the lock gates under fire',
      'Take the far-side pillboxes',
      'Hold until the armoured trains arrive',
    ],
  },
  liberation: {
    name: 'The Freeing of Dunmere',
    type: 'reclamation',
    location: 'Dunmere Mill Town',
    description: 'Drive the Churn out of Dunmere, mill by mill and street by street.',
    storyContext:
      'Nine thousand mill hands have worked a year at machine pace for machine masters. Today the looms stop.',
    objectives: ['Seize the canal bridges', 'Clear the mill district', 'Ring the bell on the town hall'],
  },
  operation_breakwater: {
    name: 'Operation Steel Tide',
    type: 'defence',
    location: 'Ashgate Barricades',
    description: 'The first Churn column is grinding in from the east. Hold the barricades and break it.',
    storyContext: 'Three weeks of scouts were the machines measuring us. Tonight the column comes for the yard.',
    objectives: ['Man the eastern barricades', 'Stop the walkers at the wire', 'Keep the engine house standing'],
  },
  operation_iron_veil: {
    name: 'Operation Cut Wire',
    type: 'signals',
    location: 'Orlen Heights Relay Mast',
    description: 'Storm the relay mast that feeds the Churn our orders and carry off its cipher drums intact.',
    storyContext:
      'Every order we tap out, the machines answer within the hour. The answers come from the mast at Orlen.',
    objectives: ['Cut the mast generator', 'Storm the relay hut', 'Carry the cipher drums out intact'],
  },
  operation_nightfall: {
    name: 'Operation Rookery Fire',
    type: 'night strike',
    location: 'Sallow Moor Airship Sheds',
    description: 'A night strike on the rookery before the machine bombers can lift.',
    storyContext: 'The decrypts were clear: the rookery on Sallow Moor flies against the line at dawn.',
    objectives: ['Cross the moor unseen', 'Burn the flying machines in their sheds', 'Bring down the mooring masts'],
  },
  operation_last_stand: {
    name: 'Operation Brenner Hammer',
    type: 'decisive',
    location: 'Brenner Works, Furnace Hill',
    description: 'Take Furnace Hill, stop the Governor and end the Churn.',
    storyContext:
      'The Governor cannot retreat; it is bolted to the hill. Every machine it has left is dug in around it.',
    objectives: ['Break through the slag trenches', 'Storm the turbine hall', 'Shut down the Governor'],
  },
};
