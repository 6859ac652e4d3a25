/**
 * MAJESTIC mission words (2005, covert alien containment): the site at Dry Lake 4 in the Ransom
 * Basin and the deserts around it. The four key missions keep the codenames the story announces
 * (story.ts), on its own ground: the Dry Lake 4 perimeter, the Calloway Array, Halloran Field and
 * Sable Mesa. Rules (days, squad, rewards, odds) stay in content/missions.ts.
 */
import type { MissionTemplateId } from '../../content/missions';
import type { MissionWords } from '../theme-config';

export const MAJESTIC_MISSION_TEXTS: Record<MissionTemplateId, MissionWords> = {
  supply_run: {
    name: 'Courier Run',
    type: 'logistics',
    location: 'Route 9 Dead Drop',
    description: 'Collect an unmarked shipment from a highway dead drop and bring it back to the site.',
    storyContext: 'The Annex does not use trucks with names on them. Someone still has to drive the ones without.',
    objectives: ['Reach the dead drop', 'Verify the shipment seals', 'Return by the back road'],
  },
  patrol: {
    name: 'Perimeter Sweep',
    type: 'reconnaissance',
    location: 'Ransom Basin Wash',
    description:
      'Sweep the dry wash around the site, check the motion sensors and photograph anything that should not be there.',
    storyContext: 'Sensor 12 tripped at 03:14 three nights running. The footage shows nothing at all.',
    objectives: [
      'Check motion sensors 1 to 12',
      'Photograph every trace and scorch mark',
      'Be back inside the fence by dusk',
    ],
  },
  training: {
    name: 'Indoctrination Course',
    type: 'training',
    location: 'Hangar 2 Kill House',
    description: 'Two weeks of close-quarters drills, containment procedure and exposure protocol.',
    storyContext: 'Procedure is what keeps an operative alive when the thing in the room stops making sense.',
    objectives: ['Clear the kill house', 'Pass the containment drill', 'Qualify on exposure protocol'],
  },
  raid: {
    name: 'Warehouse Hit',
    type: 'seizure',
    location: 'Pinecrest Storage Units',
    description: 'Hit a Lantern warehouse, seize the recovered hardware and burn the paperwork.',
    storyContext:
      'Lantern buys crash debris on the grey market and ships it to someone who knows what it does. Cut the supply.',
    objectives: ['Breach the storage compound', 'Seize the recovered hardware', 'Destroy the shipping records'],
  },
  assassination: {
    name: 'Sanction',
    type: 'elimination',
    location: 'Vireo Motel, Room 14',
    description: "Find and neutralise the handler who steers the visitors' ground teams in the basin.",
    storyContext:
      'Since the handler arrived, every incursion comes at shift change. Remove the handler and they are blind again.',
    objectives: [
      'Confirm the target at the motel',
      'Neutralise the handler',
      'Leave nothing the cover story cannot explain',
    ],
  },
  sabotage: {
    name: 'Beacon Denial',
    type: 'demolition',
    location: 'Tolliver Microwave Relay',
    description: 'Destroy the relay tower that guides visitor craft into the basin at night.',
    storyContext:
      'Every landing this month came in on the same bearing, straight over the Tolliver relay. It has to go dark.',
    objectives: ['Slip past the relay security', 'Set charges on the tower legs', 'Detonate from the ridge'],
  },
  rescue: {
    name: 'Extraction',
    type: 'recovery',
    location: 'Bright Wells Research Station',
    description: 'Break into a research station overrun by the visitors and extract the scientists still inside.',
    storyContext:
      'Twelve scientists have held the clean room for three weeks. Their last message was a sensor log and a prayer.',
    objectives: [
      'Break the cordon',
      'Extract the scientists and their data',
      'Hold the access road until the helicopters are clear',
    ],
  },
  vanguard: {
    name: 'Forward Cordon',
    type: 'offensive',
    location: 'Coyote Gap',
    description: 'Push the cordon through Coyote Gap and hold the pass until the containment convoy arrives.',
    storyContext: 'The Director wants the basin sealed from the north. Someone has to take the pass first.',
    objectives: ['Advance through the gap under fire', 'Seize the visitor outpost', 'Hold until the convoy is through'],
  },
  liberation: {
    name: 'Quarantine Lift',
    type: 'recontainment',
    location: 'Ocotillo Springs',
    description: 'Clear the visitors out of a town the public believes is under chemical quarantine.',
    storyContext:
      'Four thousand residents have been told it is a chemical spill for six months. Tonight the story ends and the town comes back.',
    objectives: [
      'Take the water tower and the highway bridge',
      'Clear the town centre block by block',
      "Lift the quarantine at the sheriff's office",
    ],
  },
  operation_breakwater: {
    name: 'Operation Glass Basin',
    type: 'defence',
    location: 'Dry Lake 4 Perimeter',
    description:
      'A recovery formation is descending on the basin. Hold the perimeter and keep the craft in the hangar.',
    storyContext: 'Three weeks of lights over the wash were a survey. Tonight they come for what is in Hangar 1.',
    objectives: ['Man the perimeter fence', 'Repel the recovery teams', 'Keep the hangar doors shut'],
  },
  operation_iron_veil: {
    name: 'Operation Dead Air',
    type: 'intelligence',
    location: 'Calloway Array',
    description: "Seize the decommissioned observatory that carries Lantern's uplink and take its cipher keys intact.",
    storyContext: 'Every file we open, the visitors read within the hour. The reading happens at Calloway.',
    objectives: ['Cut power to the dish', 'Storm the control building', "Recover Lantern's cipher keys"],
  },
  operation_nightfall: {
    name: 'Operation Black Runway',
    type: 'strike',
    location: 'Halloran Field',
    description: 'A night strike on the landing field before the Arrival can lift.',
    storyContext: 'The decrypts were clear: the Arrival lifts from Halloran at first light.',
    objectives: [
      'Cross the flats without being seen',
      'Destroy the craft on the ground',
      'Burn the landing lights and the fuel',
    ],
  },
  operation_last_stand: {
    name: 'Operation Anchorfall',
    type: 'decisive',
    location: 'Sable Mesa',
    description: 'Storm the compound under Sable Mesa and silence the Anchor.',
    storyContext:
      'Lantern will not run: the Anchor is the reason it exists. Everything it has left is dug in around the craft.',
    objectives: ['Take the ranch on the mesa top', 'Fight down through the compound', 'Silence the Anchor'],
  },
};
