/**
 * The vanilla (LAST STAND, modern military) event pool: data only, read by campaign/events.ts.
 * Amounts stay inside the spec's ranges (missions-battle-themes §9 "Events per day"): scheduled
 * events carry the spec's exact rewards; backdrop intel 4-15 / supplies 50-75 / funds 500-1500;
 * threat costs supplies 15-30; morale funds 500-2000 and intel up to 25; campaign up to intel 50
 * and funds 10000; everything within funds 500-10000, intel 4-50, supplies up to 75.
 */
import type { EventDefinition } from '../../../campaign/events';

const NO_REWARDS = { funds: 0, supplies: 0, intel: 0 } as const;
const NO_COST = { supplies: 0 } as const;
const PLAIN = { threat: false, bonus: false } as const;
const BONUS = { threat: false, bonus: true } as const;
const THREAT = { threat: true, bonus: false } as const;

const SCHEDULED: readonly EventDefinition[] = [
  {
    id: 'perimeter_sweep',
    category: 'scheduled',
    title: 'Perimeter Sweep',
    description: 'The duty section walked the fence line and logged what they found.',
    narrative:
      'Boot prints by the drainage culvert, a cut strand of wire on the east side, a cigarette butt that is not one of ours. Small things. The duty sergeant wrote every one of them down.',
    rewards: { funds: 0, supplies: 0, intel: 5 },
    cost: NO_COST,
    tags: ['routine', 'recon'],
    schedulePattern: { everyDays: 3 },
    flags: BONUS,
  },
  {
    id: 'intelligence_briefing',
    category: 'scheduled',
    title: 'Intelligence Briefing',
    description: 'Regional command pushed its weekly threat summary to the operations room.',
    narrative:
      'Satellite passes, intercepted radio chatter and a handful of informant reports, boiled down to four pages. The S2 has already circled the parts that matter to us.',
    rewards: { funds: 0, supplies: 0, intel: 15 },
    cost: NO_COST,
    tags: ['routine', 'intel'],
    schedulePattern: { everyDays: 5 },
    flags: BONUS,
  },
  {
    id: 'supply_convoy',
    category: 'scheduled',
    title: 'Supply Convoy',
    description: 'The weekly convoy made it through with ammunition, rations and the payroll.',
    narrative:
      'Eight trucks, two of them with fresh bullet holes in the tarp. The drivers did not want to talk about the last twenty kilometres. Everyone helped unload anyway.',
    rewards: { funds: 5000, supplies: 50, intel: 0 },
    cost: NO_COST,
    tags: ['routine', 'logistics'],
    schedulePattern: { everyDays: 7 },
    flags: BONUS,
  },
  {
    id: 'training_milestone',
    category: 'scheduled',
    title: 'Training Milestone',
    description: 'The squad finished another training cycle; the quartermaster released the drill stock.',
    narrative:
      'Ten days of drills, and the stopwatch finally agrees with the instructors. The unused training ammunition goes back into the general stores.',
    rewards: { funds: 0, supplies: 25, intel: 0 },
    cost: NO_COST,
    tags: ['routine', 'training'],
    schedulePattern: { everyDays: 10 },
    flags: BONUS,
  },
];

const BACKDROP: readonly EventDefinition[] = [
  {
    id: 'airdrop_recovered',
    category: 'backdrop',
    title: 'Stray Airdrop Recovered',
    description: 'A pallet dropped for another unit drifted into our sector. Finders keepers.',
    narrative:
      'The parachute came down in the reservoir. It took six people and a borrowed tractor to drag the pallet out, and nobody is sending it back.',
    rewards: { funds: 0, supplies: 65, intel: 0 },
    cost: NO_COST,
    tags: ['logistics', 'luck'],
    flags: BONUS,
  },
  {
    id: 'local_market',
    category: 'backdrop',
    title: 'Market Day in the Valley',
    description: 'Villagers traded food and fuel for medical care at the gate.',
    narrative:
      'The medics saw forty patients before noon. By evening the motor pool had two drums of diesel and the cooks had fresh bread for the first time in weeks.',
    rewards: { funds: 0, supplies: 50, intel: 4 },
    cost: NO_COST,
    tags: ['civilians', 'logistics'],
    flags: BONUS,
  },
  {
    id: 'radio_intercept',
    category: 'backdrop',
    title: 'Radio Intercept',
    description: 'Signals picked up an unencrypted enemy net for almost an hour.',
    narrative:
      'Someone on the other side forgot to switch to the secure channel. The signals section recorded every word and is still transcribing the call signs.',
    rewards: { funds: 0, supplies: 0, intel: 12 },
    cost: NO_COST,
    tags: ['intel', 'signals'],
    flags: BONUS,
  },
  {
    id: 'contractor_payment',
    category: 'backdrop',
    title: 'Contractor Settles Up',
    description: 'A reconstruction contractor paid for the escort we gave his survey team.',
    narrative:
      'He paid in cash, counted twice, and asked whether we would do it again next month. The finance clerk said yes before anyone else could answer.',
    rewards: { funds: 1500, supplies: 0, intel: 0 },
    cost: NO_COST,
    tags: ['funds', 'civilians'],
    flags: BONUS,
  },
  {
    id: 'abandoned_checkpoint',
    category: 'backdrop',
    title: 'Abandoned Checkpoint',
    description: 'A patrol found an enemy checkpoint deserted in a hurry, stores and papers left behind.',
    narrative:
      'Half-eaten meals on the table, a radio still warm. Whatever made them run, they left their ration crates and a binder of duty rosters behind.',
    rewards: { funds: 500, supplies: 55, intel: 8 },
    cost: NO_COST,
    tags: ['recon', 'logistics'],
    flags: BONUS,
  },
  {
    id: 'quiet_night',
    category: 'backdrop',
    title: 'A Quiet Night',
    description: 'No contacts, no alarms. The night shift used the time to service vehicles.',
    narrative:
      'For once the only sound on the perimeter was the generator. The mechanics got three vehicles back on the road and found a forgotten pallet of spare parts.',
    rewards: { funds: 800, supplies: 50, intel: 0 },
    cost: NO_COST,
    tags: ['routine'],
    flags: PLAIN,
  },
];

const THREATS: readonly EventDefinition[] = [
  {
    id: 'sniper_harassment',
    category: 'threat',
    title: 'Sniper Harassment',
    description: 'A marksman pinned the work parties down for most of the afternoon.',
    narrative:
      'Three shots, nobody hit, but the fuel detail lost half a day and a crate of rations to a lucky round. The counter-sniper team is still looking for the hide.',
    rewards: NO_REWARDS,
    cost: { supplies: 15 },
    tags: ['harassment'],
    threatIntensity: 'low',
    flags: THREAT,
  },
  {
    id: 'pilfered_stores',
    category: 'threat',
    title: 'Stores Pilfered',
    description: 'Someone got through the outer wire at night and emptied a storage container.',
    narrative:
      'The lock was cut clean. The guards saw nothing. The quartermaster has started counting every crate twice and looking at everyone sideways.',
    rewards: NO_REWARDS,
    cost: { supplies: 18 },
    tags: ['infiltration'],
    threatIntensity: 'low',
    flags: THREAT,
  },
  {
    id: 'ied_on_route',
    category: 'threat',
    title: 'Roadside Bomb',
    description: 'A device on Route Amber disabled a supply truck. The crew walked away; the cargo did not.',
    narrative:
      'The armour did its job and the driver is only deaf in one ear. The truck and most of what was in it are now a black stain on the road.',
    rewards: NO_REWARDS,
    cost: { supplies: 20 },
    tags: ['ied', 'logistics'],
    threatIntensity: 'low',
    flags: THREAT,
  },
  {
    id: 'mortar_attack',
    category: 'threat',
    title: 'Mortar Attack',
    description: 'Six rounds landed inside the compound just after midnight.',
    narrative:
      'Everybody made it to the bunkers. The vehicle park and one ammunition bay were not so lucky. Engineers are filling craters by torchlight.',
    rewards: NO_REWARDS,
    cost: { supplies: 22 },
    tags: ['indirect fire'],
    threatIntensity: 'medium',
    flags: THREAT,
  },
  {
    id: 'convoy_ambush',
    category: 'threat',
    title: 'Convoy Ambushed',
    description: 'A resupply convoy ran into a prepared ambush and had to fight its way out.',
    narrative:
      'The lead vehicle took an RPG in the engine block. The escort pushed the wreck off the road under fire and ran the gauntlet with everything that still moved.',
    rewards: NO_REWARDS,
    cost: { supplies: 25 },
    tags: ['ambush', 'logistics'],
    threatIntensity: 'medium',
    flags: THREAT,
  },
  {
    id: 'drone_strike',
    category: 'threat',
    title: 'Drone Strike',
    description: 'A cheap commercial drone dropped grenades on the fuel point.',
    narrative:
      'Nobody heard it until the first grenade went off. The fire crews saved the tanks, but not the fuel bladders. The air-defence section wants a jammer, yesterday.',
    rewards: NO_REWARDS,
    cost: { supplies: 24 },
    tags: ['drones'],
    threatIntensity: 'medium',
    flags: THREAT,
  },
  {
    id: 'probing_assault',
    category: 'threat',
    title: 'Probing Assault',
    description: 'A platoon-sized force tested the northern wall before pulling back.',
    narrative:
      'Twenty minutes of tracer and flares, then silence. They were counting our guns. Tomorrow they will know exactly how many we have and how much ammunition we burned.',
    rewards: NO_REWARDS,
    cost: { supplies: 28 },
    tags: ['assault'],
    threatIntensity: 'high',
    flags: THREAT,
  },
  {
    id: 'depot_sabotage',
    category: 'threat',
    title: 'Depot Sabotaged',
    description: 'An infiltrator set charges in the main depot. Most of the blast went into the stores.',
    narrative:
      'The fire burned for three hours. The investigation points at a day labourer who has not been seen since. Trust in the local workforce has taken a hit.',
    rewards: NO_REWARDS,
    cost: { supplies: 30 },
    tags: ['sabotage', 'infiltration'],
    threatIntensity: 'high',
    flags: THREAT,
  },
  {
    id: 'artillery_barrage',
    category: 'threat',
    title: 'Artillery Barrage',
    description: 'Heavy guns shelled the base for twenty minutes from beyond the ridge.',
    narrative:
      'That was not a mortar. Someone has brought real artillery into range, and they have our coordinates. The sandbag detail will be busy for days.',
    rewards: NO_REWARDS,
    cost: { supplies: 30 },
    tags: ['indirect fire', 'escalation'],
    threatIntensity: 'high',
    flags: THREAT,
  },
];

const MORALE: readonly EventDefinition[] = [
  {
    id: 'care_packages',
    category: 'morale',
    title: 'Care Packages',
    description: 'A school back home sent a crate of letters and care packages.',
    narrative:
      "Drawings of helicopters, bags of sweets, socks knitted by somebody's grandmother. The hardest men on the base read the letters twice when they thought nobody was looking.",
    rewards: { funds: 500, supplies: 0, intel: 0 },
    cost: NO_COST,
    tags: ['home'],
    moraleType: 'minor_victory',
    flags: BONUS,
  },
  {
    id: 'checkpoint_holds',
    category: 'morale',
    title: 'The Checkpoint Holds',
    description: 'A two-man checkpoint turned back an armed car without firing a shot.',
    narrative:
      'They stood in the road, rifles up, and talked. The car reversed all the way back down the hill. The story has been told in the mess hall a dozen times already, each time longer.',
    rewards: { funds: 800, supplies: 0, intel: 5 },
    cost: NO_COST,
    tags: ['small win'],
    moraleType: 'minor_victory',
    flags: BONUS,
  },
  {
    id: 'village_thanks',
    category: 'morale',
    title: 'Thanks from the Village',
    description: 'The village elders came to the gate to thank the squad in person.',
    narrative:
      'They brought a goat, which the cooks declined, and the name of a man who has been selling our patrol times. That one the S2 accepted gratefully.',
    rewards: { funds: 1000, supplies: 0, intel: 10 },
    cost: NO_COST,
    tags: ['civilians', 'small win'],
    moraleType: 'minor_victory',
    flags: BONUS,
    // Its words thank the squad for a success: the latest completed mission was won.
    requires: { winningStreak: 1 },
  },
  {
    id: 'general_visit',
    category: 'morale',
    title: 'The General Visits',
    description: "The theatre commander flew in to hear the squad's report first-hand.",
    narrative:
      'She walked the wall, shook every hand and stayed for the evening meal. On the helicopter out she signed off on the budget request that had been stuck for a month.',
    rewards: { funds: 2000, supplies: 0, intel: 10 },
    cost: NO_COST,
    tags: ['command'],
    moraleType: 'major_inspiration',
    flags: BONUS,
  },
  {
    id: 'press_coverage',
    category: 'morale',
    title: 'Front Page',
    description: "The squad's recent operations made the evening news back home.",
    narrative:
      'A blurry photograph, a heroic headline and half the facts wrong. It does not matter. Donations and volunteers are pouring in, and the squad walks a little taller.',
    rewards: { funds: 1500, supplies: 0, intel: 0 },
    cost: NO_COST,
    tags: ['home', 'reputation'],
    moraleType: 'major_inspiration',
    flags: BONUS,
  },
  {
    id: 'unit_citation',
    category: 'morale',
    title: 'Unit Citation',
    description: 'Command awarded the squad a unit citation for its string of successful operations.',
    narrative:
      'The ribbon is small and the ceremony was shorter than the drive to it. But the citation comes with priority on the intelligence feed, and that is worth more than any medal.',
    rewards: { funds: 2000, supplies: 0, intel: 25 },
    cost: NO_COST,
    tags: ['command', 'reputation'],
    moraleType: 'major_victory',
    flags: BONUS,
    // Its words claim a run of successes: not drawn after a lost mission.
    requires: { winningStreak: 2 },
  },
  {
    id: 'enemy_defectors',
    category: 'morale',
    title: 'Defectors at the Gate',
    description: 'Three enemy fighters walked in under a white flag, saying they are on the losing side.',
    narrative:
      'They had heard about the last operations and decided they wanted no part of the next one. Their debrief filled two notebooks.',
    rewards: { funds: 1200, supplies: 0, intel: 20 },
    cost: NO_COST,
    tags: ['defection', 'intel'],
    moraleType: 'major_victory',
    flags: BONUS,
  },
];

const FACTIONS: readonly EventDefinition[] = [
  {
    id: 'militia_pact',
    category: 'faction',
    title: 'Militia Pact',
    description: 'The valley militia agreed to share what their scouts see, for a price.',
    narrative:
      'Their leader drives a hard bargain and trusts nobody, least of all us. But his scouts know every goat track in the hills, and now they report to our radio net.',
    rewards: { funds: 0, supplies: 0, intel: 18 },
    cost: { supplies: 20 },
    tags: ['militia', 'deal'],
    flags: PLAIN,
  },
  {
    id: 'aid_agency',
    category: 'faction',
    title: 'Aid Agency Arrives',
    description: 'An international aid agency set up next door and shares its logistics with us.',
    narrative:
      'They have clean water, a fleet of white trucks and a strict policy of neutrality. The policy does not cover the spare generator they lent the motor pool.',
    rewards: { funds: 0, supplies: 40, intel: 0 },
    cost: NO_COST,
    tags: ['civilians', 'logistics'],
    flags: BONUS,
  },
  {
    id: 'allied_liaison',
    category: 'faction',
    title: 'Allied Liaison Officer',
    description: 'A liaison officer from the allied brigade joined the operations room.',
    narrative:
      'He speaks four languages, drinks terrible coffee and has a direct line to the allied artillery. The squad forgave him the coffee within a day.',
    rewards: { funds: 3000, supplies: 0, intel: 10 },
    cost: NO_COST,
    tags: ['allies'],
    flags: BONUS,
  },
  {
    id: 'smugglers_offer',
    category: 'faction',
    title: "The Smugglers' Offer",
    description: 'Border smugglers traded route maps and enemy positions for medical supplies.',
    narrative:
      'They came at night, asked for antibiotics and left a hand-drawn map of every crossing the enemy uses. The map has been right every time so far.',
    rewards: { funds: 0, supplies: 0, intel: 22 },
    cost: { supplies: 15 },
    tags: ['smugglers', 'deal'],
    flags: PLAIN,
  },
];

const DISCOVERIES: readonly EventDefinition[] = [
  {
    id: 'weapons_cache',
    category: 'discovery',
    title: 'Weapons Cache',
    description: 'Engineers clearing a culvert found a buried enemy cache.',
    narrative:
      'Oiled rifles, crates of ammunition and a stack of cash in sealed bags. Somebody was planning a long campaign. Now they are not.',
    rewards: { funds: 2500, supplies: 45, intel: 0 },
    cost: NO_COST,
    tags: ['cache'],
    flags: BONUS,
  },
  {
    id: 'downed_drone',
    category: 'discovery',
    title: 'Downed Drone',
    description: 'A patrol recovered an enemy reconnaissance drone with its memory card intact.',
    narrative:
      'Three weeks of footage: our gate, our patrol routes, our vehicle park. Watching it is uncomfortable. Learning what they were looking for is invaluable.',
    rewards: { funds: 0, supplies: 0, intel: 20 },
    cost: NO_COST,
    tags: ['drones', 'intel'],
    flags: BONUS,
  },
  {
    id: 'old_bunker',
    category: 'discovery',
    title: 'Cold War Bunker',
    description: 'Surveyors found a sealed bunker under the old quarry, still stocked.',
    narrative:
      'Fifty years of dust on the door and nothing inside has spoiled: fuel, field rations, a generator that started on the third pull. Whoever built it planned for a war like this one.',
    rewards: { funds: 0, supplies: 70, intel: 0 },
    cost: NO_COST,
    tags: ['cache', 'history'],
    flags: BONUS,
  },
  {
    id: 'courier_satchel',
    category: 'discovery',
    title: "Courier's Satchel",
    description: 'A satchel recovered from a crashed motorbike held enemy dispatches.',
    narrative:
      'The courier had been dead for days. His dispatches had not been delivered, which means somebody on the other side is still waiting for orders that will never come.',
    rewards: { funds: 1000, supplies: 0, intel: 15 },
    cost: NO_COST,
    tags: ['intel'],
    flags: BONUS,
  },
];

const CAMPAIGN: readonly EventDefinition[] = [
  {
    id: 'emergency_funding',
    category: 'campaign',
    title: 'Emergency Funding',
    description: 'Parliament approved an emergency package for the forward bases.',
    narrative:
      'Months of reports, casualty figures and hard arguments, and finally a vote. The money will not bring anyone back, but it will keep the rest of us fighting.',
    rewards: { funds: 6000, supplies: 0, intel: 0 },
    cost: NO_COST,
    tags: ['command', 'funds'],
    storyHooks: ['escalation'],
    flags: BONUS,
  },
  {
    id: 'enemy_order_of_battle',
    category: 'campaign',
    title: 'Enemy Order of Battle',
    description: 'Allied intelligence shared a complete picture of the enemy forces in the sector.',
    narrative:
      'Unit names, commanders, strengths, even their supply schedules. For the first time we are not guessing. The operations room has not slept since it arrived.',
    rewards: { funds: 0, supplies: 0, intel: 50 },
    cost: NO_COST,
    tags: ['intel', 'allies'],
    storyHooks: ['key_mission'],
    flags: BONUS,
  },
  {
    id: 'reinforced_front',
    category: 'campaign',
    title: 'The Front Moves',
    description: "The neighbouring brigade advanced, and the sector's logistics moved up with it.",
    narrative:
      'The guns that used to rumble to the east now rumble to the north. New supply lines, new depots, and for once they are on our side of the map.',
    rewards: { funds: 3000, supplies: 50, intel: 20 },
    cost: NO_COST,
    tags: ['front line'],
    storyHooks: ['chapter_turn'],
    flags: BONUS,
  },
  {
    id: 'enemy_offensive_warning',
    category: 'campaign',
    title: 'Offensive Warning',
    description: 'Every source agrees: the enemy is massing for a major push against the valley.',
    narrative:
      'Trains running at night, field hospitals being set up, radio silence where there used to be chatter. They are coming. Command released reserves and funds to meet them.',
    rewards: { funds: 3000, supplies: 0, intel: 30 },
    cost: { supplies: 20 },
    tags: ['escalation', 'warning'],
    storyHooks: ['escalation'],
    flags: THREAT,
  },
];

/** The whole vanilla pool, every category the daily generation rules draw from. */
export const VANILLA_EVENT_POOL: readonly EventDefinition[] = [
  ...SCHEDULED,
  ...BACKDROP,
  ...THREATS,
  ...MORALE,
  ...FACTIONS,
  ...DISCOVERIES,
  ...CAMPAIGN,
];
