/**
 * ARCHBOUND mission words (from 8 May 1945, ancient portals and eldritch gods): the keep on
 * Harrowdown Moor and the country around it. The four key missions keep the codenames the story
 * announces (story.ts), on its own ground: the gatehouse wall, the drowned abbey of St. Ysolde, the
 * bomber station on Marrow Fen and the First Arch on Gallows Tor. Rules stay in content/missions.ts.
 */
import type { MissionTemplateId } from '../../content/missions';
import type { MissionWords } from '../theme-config';

export const ARCHBOUND_MISSION_TEXTS: Record<MissionTemplateId, MissionWords> = {
  supply_run: {
    name: 'Provision Cart',
    type: 'provisioning',
    location: 'Saltmere Lane',
    description: 'Guard a cart of salt, candles and bread along the lane from Saltmere village to the keep.',
    storyContext:
      'Salt for the doorways, wax for the lamps, bread for the wardens. The lane is short, and the mist is not always thin.',
    objectives: ['Meet the carter at Saltmere', 'Load the salt and candles', 'Reach the keep before the lamps are lit'],
  },
  patrol: {
    name: 'Walking the Bounds',
    type: 'vigil walk',
    location: 'The Ring of Standing Stones',
    description:
      'Walk the ring of standing stones around the moor, renew the chalk sigils and note anything disturbed.',
    storyContext: 'The fourth stone was found facing the other way this morning. Nobody saw it turn.',
    objectives: ['Visit every stone in the ring', 'Renew the chalk sigils', 'Record any stone that has moved'],
  },
  training: {
    name: 'The Novitiate',
    type: 'instruction',
    location: "Wardens' Hall Cloister",
    description: 'Two weeks of drill, warding rites and the discipline of never looking into the mist.',
    storyContext: 'A warden who knows the rite by heart has one less thing to think about when the mist comes.',
    objectives: ['Learn the three warding rites', 'Keep the night vigil', 'Qualify with rifle and salt-shot'],
  },
  raid: {
    name: 'Reliquary Raid',
    type: 'incursion',
    location: 'Crowfold Chapel',
    description: 'Raid a Congregation chapel, carry off its relics and burn its altar.',
    storyContext: 'The faithful draw the mist towards them with bones taken from the barrows. Take the bones back.',
    objectives: ['Force the chapel doors', 'Recover the barrow relics', 'Burn the altar and its hymnals'],
  },
  assassination: {
    name: 'The Hollow Priest',
    type: 'hunt',
    location: 'Cold Ashby Rectory',
    description: "Hunt down the hollow priest who leads the Congregation's processions across the moor.",
    storyContext: 'Since the hollow priest came, the things in the mist walk in step. Take him and they stumble again.',
    objectives: ['Confirm the priest at the rectory', 'End the hollow priest', 'Salt the threshold as you leave'],
  },
  sabotage: {
    name: 'Unmaking the Cairn',
    type: 'unbinding',
    location: 'Wether Cairn',
    description: 'Tear down the cairn the Congregation raised as a waymark for things crossing from the arch.',
    storyContext:
      'Every host that comes through the arch turns towards Wether Cairn first. Break the waymark and they lose the road.',
    objectives: ['Pass the cairn watchers', 'Lay powder in the cairn footing', 'Blow it and salt the stones'],
  },
  rescue: {
    name: 'The Relief of Lowcombe',
    type: 'relief',
    location: 'Lowcombe Convalescent Home',
    description: 'Break through to a convalescent home ringed by the mist and bring its nurses and patients out.',
    storyContext:
      'Thirty nurses and soldiers home from the war have barred the doors for a month. The last pigeon carried one word: hurry.',
    objectives: [
      'Break the ring of mist',
      'Lead the nurses and patients out',
      'Hold the lane until the carts are clear',
    ],
  },
  vanguard: {
    name: 'The Forlorn Hope',
    type: 'offensive',
    location: 'Brackwater Ford',
    description: 'Lead the wardens across Brackwater Ford and hold the far bank until the lamps can follow.',
    storyContext: 'The Provost wants a foothold beyond the river. Someone must wade in first.',
    objectives: [
      'Cross the ford under the mist',
      'Take the ruined chantry on the far bank',
      'Hold until the lamps arrive',
    ],
  },
  liberation: {
    name: 'Lifting the Veil',
    type: 'deliverance',
    location: 'Eastmere Village',
    description: 'Drive the mist-things and their faithful out of Eastmere, house by house.',
    storyContext:
      "Eastmere has slept under the mist for a year, and its people dream the Sleeper's dream. Tonight they wake.",
    objectives: ['Relight the church lamps', 'Clear the village lanes', 'Ring the bell in the church tower'],
  },
  operation_breakwater: {
    name: 'The Mistward Vigil',
    type: 'defence',
    location: 'Gatehouse Wall, Harrowdown Moor',
    description: 'The arch has opened wide and a host gathers in the mist. Hold the wall and break it.',
    storyContext: 'Three weeks of crossings were the host feeling for the gaps. Tonight it walks on the keep.',
    objectives: ['Man the wall and light every lamp', 'Throw back the host', 'Keep the gatehouse door barred'],
  },
  operation_iron_veil: {
    name: 'The Drowned Bell',
    type: 'intelligence',
    location: 'Abbey of St. Ysolde',
    description: "Storm the drowned abbey where the Congregation's transmitter sings and take its hymnals intact.",
    storyContext:
      'Every order the keep gives, the things in the mist know by nightfall. The hymn that tells them comes from St. Ysolde.',
    objectives: ['Silence the transmitter at low tide', 'Storm the choir loft', 'Carry the hymnals out dry'],
  },
  operation_nightfall: {
    name: 'The Fen Pyre',
    type: 'night strike',
    location: 'Marrow Fen Bomber Station',
    description: 'A night strike on the disused bomber station before the Great Rite can fly.',
    storyContext: 'The hymns were clear: the bombers fly with the full moon to wake every arch at once.',
    objectives: ['Cross the fen unseen', 'Burn the bombers on the ground', 'Break the shards they were to carry'],
  },
  operation_last_stand: {
    name: 'The Sealing of the First Arch',
    type: 'sealing',
    location: 'The First Arch, Gallows Tor',
    description: 'Take Gallows Tor from the Congregation and seal the First Arch for good.',
    storyContext:
      'Thorne will not retreat: behind him is only the Sleeper Beneath. The whole Congregation is dug in on the tor.',
    objectives: ['Clear the wartime bunkers', 'Fight up to the summit', 'Seal the First Arch'],
  },
};
