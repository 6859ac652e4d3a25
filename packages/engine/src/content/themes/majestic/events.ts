/**
 * The Majestic (2005, covert alien containment) event pool: data only, read by campaign/events.ts.
 * Same categories, counts, intensities, morale types and amounts as vanilla's, slot for slot, so the
 * theme changes the words and never the balance. Amounts stay inside the spec's ranges
 * (missions-battle-themes §9 "Events per day"): scheduled events carry the spec's exact rewards;
 * backdrop intel 4-15 / supplies 50-75 / funds 500-1500; threat costs supplies 15-30; morale funds
 * 500-2000 and intel up to 25; campaign up to intel 50 and funds 10000; everything within funds
 * 500-10000, intel 4-50, supplies up to 75. The scheduled events keep vanilla's ids.
 * Words: black budget (funds), logistics (supplies), intel; the site is Dry Lake 4, run from the Annex.
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
    title: 'Fence Line Survey',
    description: 'Site security walked the fence line and logged what they found.',
    narrative:
      "A cut strand near the dry wash, a ring of fused sand, a hiker's footprints that stop dead in the middle of the flats. Small things. Security photographs every one of them twice and files them under nothing.",
    rewards: { funds: 0, supplies: 0, intel: 5 },
    cost: NO_COST,
    tags: ['routine', 'recon'],
    schedulePattern: { everyDays: 3 },
    flags: BONUS,
  },
  {
    id: 'intelligence_briefing',
    category: 'scheduled',
    title: 'Annex Summary',
    description: 'The Annex pushed its weekly threat summary to the SIGINT Station.',
    narrative:
      'Radar anomalies, sighting reports scrubbed from police blotters, three photographs that will never be published, all boiled down to four pages. The analysts have already flagged the ones that concern the basin.',
    rewards: { funds: 0, supplies: 0, intel: 15 },
    cost: NO_COST,
    tags: ['routine', 'intel'],
    schedulePattern: { everyDays: 5 },
    flags: BONUS,
  },
  {
    id: 'supply_convoy',
    category: 'scheduled',
    title: 'Supply Drop',
    description: 'The weekly unmarked flight landed with equipment, rations and the black budget transfer.',
    narrative:
      'An unregistered cargo plane, a runway lit for ninety seconds, a pallet of crates stencilled as agricultural equipment. The pilots never shut down their engines and never give their names.',
    rewards: { funds: 5000, supplies: 50, intel: 0 },
    cost: NO_COST,
    tags: ['routine', 'logistics'],
    schedulePattern: { everyDays: 7 },
    flags: BONUS,
  },
  {
    id: 'training_milestone',
    category: 'scheduled',
    title: 'Research Milestone',
    description: 'The Xenobiology Lab closed another research cycle and released its surplus stock.',
    narrative:
      'Ten days of tests, and at last the results repeat. The spare sensors, batteries and containment gel go back into general logistics, triple-bagged and signed for.',
    rewards: { funds: 0, supplies: 25, intel: 0 },
    cost: NO_COST,
    tags: ['routine', 'research'],
    schedulePattern: { everyDays: 10 },
    flags: BONUS,
  },
];

const BACKDROP: readonly EventDefinition[] = [
  {
    id: 'misrouted_shipment',
    category: 'backdrop',
    title: 'Misrouted Shipment',
    description: 'A shipment meant for another site was delivered to ours. Nobody has asked for it back.',
    narrative:
      'Four crates of field equipment, addressed to a site that does not exist and routed through a company that does not exist. The quartermaster signed for them with a name that does not exist either.',
    rewards: { funds: 0, supplies: 65, intel: 0 },
    cost: NO_COST,
    tags: ['logistics', 'luck'],
    flags: BONUS,
  },
  {
    id: 'small_town_goodwill',
    category: 'backdrop',
    title: 'Small-Town Goodwill',
    description: "Locals from the nearest town traded diesel and groceries for the Medical Wing's help.",
    narrative:
      "The town thinks we study the weather. Our medics set a rancher's arm and brought down a child's fever. By evening a tanker of diesel sat at the gate, and the sheriff had mentioned, in passing, the lights he keeps seeing over the old mine.",
    rewards: { funds: 0, supplies: 50, intel: 4 },
    cost: NO_COST,
    tags: ['civilians', 'logistics'],
    flags: BONUS,
  },
  {
    id: 'open_channel',
    category: 'backdrop',
    title: 'Open Channel',
    description: 'The SIGINT Station recorded a visitor transmission, unshielded, for almost an hour.',
    narrative:
      'Something out in the basin broadcast in the clear: a long, patient pattern, like a voice reading numbers. The analysts recorded every second and are still arguing about what it was counting.',
    rewards: { funds: 0, supplies: 0, intel: 12 },
    cost: NO_COST,
    tags: ['intel', 'signals'],
    flags: BONUS,
  },
  {
    id: 'front_company_profit',
    category: 'backdrop',
    title: 'Quarterly Dividend',
    description: 'The Front Company turned an actual profit this quarter.',
    narrative:
      'The freight firm that fronts for the site won a real contract, delivered on time and got paid. The accountants are baffled and delighted. Every cent goes straight into the black budget.',
    rewards: { funds: 1500, supplies: 0, intel: 0 },
    cost: NO_COST,
    tags: ['funds', 'cover'],
    flags: BONUS,
  },
  {
    id: 'abandoned_safe_house',
    category: 'backdrop',
    title: 'Abandoned Safe House',
    description: 'A team found a contactee safe house emptied in a hurry, stores and files left behind.',
    narrative:
      'Coffee still warm, a shredder jammed halfway through a folder. Whatever spooked them, they left crates of supplies, a cashbox and enough paper to keep the analysts busy for a week.',
    rewards: { funds: 500, supplies: 55, intel: 8 },
    cost: NO_COST,
    tags: ['recon', 'logistics'],
    flags: BONUS,
  },
  {
    id: 'clear_skies',
    category: 'backdrop',
    title: 'Clear Skies',
    description: 'No contacts, no anomalies. The night shift used the time for maintenance.',
    narrative:
      'For once the only thing on radar was weather. The technicians recalibrated the sensors, serviced the vehicles and found a pallet of spares nobody had logged since the site was a radar station.',
    rewards: { funds: 800, supplies: 50, intel: 0 },
    cost: NO_COST,
    tags: ['routine'],
    flags: PLAIN,
  },
];

const THREATS: readonly EventDefinition[] = [
  {
    id: 'watcher_on_the_ridge',
    category: 'threat',
    title: 'Watcher on the Ridge',
    description: 'Something on the ridge shadowed the work crews all afternoon and drove them under cover.',
    narrative:
      'Every time a crew stepped into the open, the light on the ridge brightened and the radios filled with static. Nobody was hurt, but a day of work and a truckload of stores were left out on the flats.',
    rewards: NO_REWARDS,
    cost: { supplies: 15 },
    tags: ['harassment'],
    threatIntensity: 'low',
    flags: THREAT,
  },
  {
    id: 'missing_time',
    category: 'threat',
    title: 'Missing Time',
    description: 'The night guards lost forty minutes, and a storage container lost its contents.',
    narrative:
      'The log shows the guard post checking in at 0212 and again at 0252, with nothing in between. Neither guard remembers a thing. The container lock is intact. The container is empty.',
    rewards: NO_REWARDS,
    cost: { supplies: 18 },
    tags: ['infiltration', 'anomaly'],
    threatIntensity: 'low',
    flags: THREAT,
  },
  {
    id: 'dead_zone',
    category: 'threat',
    title: 'Dead Zone',
    description: 'A supply truck on the basin road drove into a field of dead electronics and burned.',
    narrative:
      'Every light on the truck died at once, then the engine, then the radio. The driver walked twelve miles back to the gate. When the recovery team reached the truck, it had burned from the inside out, cargo first.',
    rewards: NO_REWARDS,
    cost: { supplies: 20 },
    tags: ['anomaly', 'logistics'],
    threatIntensity: 'low',
    flags: THREAT,
  },
  {
    id: 'pulse_strike',
    category: 'threat',
    title: 'Pulse Strike',
    description: 'A pulse from the sky knocked out the site grid and cooked a storage bay.',
    narrative:
      'Every screen went white for a second, then black. The backup generators caught the Reactor Vault in time. The cold storage bay was not so lucky, and nobody wants to be the one who opens the lab freezers.',
    rewards: NO_REWARDS,
    cost: { supplies: 22 },
    tags: ['energy weapons'],
    threatIntensity: 'medium',
    flags: THREAT,
  },
  {
    id: 'convoy_intercepted',
    category: 'threat',
    title: 'Convoy Intercepted',
    description: 'Armed contactees ambushed a Directorate convoy and went for its cargo.',
    narrative:
      'They wore our uniforms and knew our call signs. The escort only understood when the lead vehicle was already burning. The team got the sealed cargo out; most of the supplies stayed on the road.',
    rewards: NO_REWARDS,
    cost: { supplies: 25 },
    tags: ['ambush', 'logistics'],
    threatIntensity: 'medium',
    flags: THREAT,
  },
  {
    id: 'sampling_drones',
    category: 'threat',
    title: 'Sampling Drones',
    description: 'A swarm of small visitor drones drained the fuel point and fled.',
    narrative:
      'Silver spheres the size of a fist, dozens of them, drinking the fuel bladders through needles. Security knocked down six. The rest left with our diesel and, for reasons nobody can explain, every copper cable they could reach.',
    rewards: NO_REWARDS,
    cost: { supplies: 24 },
    tags: ['drones'],
    threatIntensity: 'medium',
    flags: THREAT,
  },
  {
    id: 'perimeter_test',
    category: 'threat',
    title: 'Perimeter Test',
    description: 'A visitor formation tested the north fence, then withdrew.',
    narrative:
      'Half an hour of lights and silence, with every sensor on the fence reporting a different number of contacts. Then nothing. They were not attacking. They were learning how we answer, and now they know.',
    rewards: NO_REWARDS,
    cost: { supplies: 28 },
    tags: ['assault'],
    threatIntensity: 'high',
    flags: THREAT,
  },
  {
    id: 'inside_job',
    category: 'threat',
    title: 'Inside Job',
    description: 'A sympathiser with site clearance set the main logistics vault on fire.',
    narrative:
      'He badged in at 0300 and out at 0310, and at 0330 the vault was burning. His clearance came from the Annex itself. Everyone on site is being polygraphed again, and nobody talks at lunch any more.',
    rewards: NO_REWARDS,
    cost: { supplies: 30 },
    tags: ['sabotage', 'infiltration'],
    threatIntensity: 'high',
    flags: THREAT,
  },
  {
    id: 'lance_from_above',
    category: 'threat',
    title: 'Lance from Above',
    description: 'Something in orbit struck the site three times in twenty minutes.',
    narrative:
      'No sound and no warning: three columns of white light and three glass-lined craters, each closer to the Reactor Vault than the last. Someone up there has our coordinates. The engineers are pouring concrete around the clock.',
    rewards: NO_REWARDS,
    cost: { supplies: 30 },
    tags: ['orbital', 'escalation'],
    threatIntensity: 'high',
    flags: THREAT,
  },
];

const MORALE: readonly EventDefinition[] = [
  {
    id: 'no_return_address',
    category: 'morale',
    title: 'No Return Address',
    description: 'A box arrived at the Front Company addressed to "the night shift".',
    narrative:
      'Coffee, cigars and a handwritten card: we never met, I did this job in 1979, get some sleep. Nobody knows how the sender found the address. Everybody read the card.',
    rewards: { funds: 500, supplies: 0, intel: 0 },
    cost: NO_COST,
    tags: ['home'],
    moraleType: 'minor_victory',
    flags: BONUS,
  },
  {
    id: 'cover_story_holds',
    category: 'morale',
    title: 'The Cover Story Holds',
    description: 'A reporter asking about the lights left satisfied with a weather balloon and a free lunch.',
    narrative:
      'Security walked him around the radar dome for an hour, talking barometric pressure until his eyes glazed. His notebook, photographed while he ate, named two other people asking the same questions.',
    rewards: { funds: 800, supplies: 0, intel: 5 },
    cost: NO_COST,
    tags: ['small win', 'cover'],
    moraleType: 'minor_victory',
    flags: BONUS,
  },
  {
    id: 'ranchers_thanks',
    category: 'morale',
    title: "The Rancher's Thanks",
    description: 'A rancher drove to the gate to thank the team for finding his missing son.',
    narrative:
      'The boy had followed the lights into the flats and was found at dawn, sunburnt and silent, forty miles from where he could have walked. His father brought a cheque we could not refuse, and the location of a cave he has always told his children to avoid.',
    rewards: { funds: 1000, supplies: 0, intel: 10 },
    cost: NO_COST,
    tags: ['civilians', 'small win'],
    moraleType: 'minor_victory',
    flags: BONUS,
    // Its words thank the squad for a success: the latest completed mission was won.
    requires: { winningStreak: 1 },
  },
  {
    id: 'director_visits',
    category: 'morale',
    title: 'The Director Visits',
    description: "Director Crane flew in to hear the team's report first-hand.",
    narrative:
      'She toured the hangar, stood in front of the craft for a long time without speaking, and ate with the night shift. On the flight out she moved the site to the top of the budget list.',
    rewards: { funds: 2000, supplies: 0, intel: 10 },
    cost: NO_COST,
    tags: ['command'],
    moraleType: 'major_inspiration',
    flags: BONUS,
  },
  {
    id: 'closed_session',
    category: 'morale',
    title: 'Closed Session',
    description: "The site's results were briefed to the six people in government cleared to hear them.",
    narrative:
      'A windowless room, a single projector, no notes allowed. Whatever the Director showed them, the funding cleared the same evening, along with a handwritten note of thanks and no signature.',
    rewards: { funds: 1500, supplies: 0, intel: 0 },
    cost: NO_COST,
    tags: ['command', 'reputation'],
    moraleType: 'major_inspiration',
    flags: BONUS,
  },
  {
    id: 'unacknowledged_citation',
    category: 'morale',
    title: 'Unacknowledged Citation',
    description: 'The Directorate awarded the team a citation that will never be made public.',
    narrative:
      'The medal goes back into a safe straight after the ceremony, and the ceremony is held in a basement. But the citation brings priority access to the Annex feeds, and the team agrees that is the part worth having.',
    rewards: { funds: 2000, supplies: 0, intel: 25 },
    cost: NO_COST,
    tags: ['command', 'reputation'],
    moraleType: 'major_victory',
    flags: BONUS,
    // Its words claim a run of successes: not drawn after a lost mission.
    requires: { winningStreak: 2 },
  },
  {
    id: 'walk_ins',
    category: 'morale',
    title: 'Walk-Ins',
    description: 'Three contactees walked into a field office and asked for protection.',
    narrative:
      'They had seen what happened to the last team sent against the site, and what the visitors did with the people who were promised a ride home. Their debrief filled two notebooks and a hard drive.',
    rewards: { funds: 1200, supplies: 0, intel: 20 },
    cost: NO_COST,
    tags: ['defection', 'intel'],
    moraleType: 'major_victory',
    flags: BONUS,
  },
];

const FACTIONS: readonly EventDefinition[] = [
  {
    id: 'skywatch_network',
    category: 'faction',
    title: "The Skywatchers' Network",
    description: 'An amateur sky-watching network agreed to share its sightings, for a price.',
    narrative:
      'Its founder runs a diner, a website and a feud with every agency he can name. But his members have telescopes on a hundred rooftops, and now their reports reach our SIGINT Station before they reach the internet.',
    rewards: { funds: 0, supplies: 0, intel: 18 },
    cost: { supplies: 20 },
    tags: ['civilians', 'deal'],
    flags: PLAIN,
  },
  {
    id: 'sister_agency',
    category: 'faction',
    title: 'Sister Agency',
    description: 'A sister agency opened a station down the road and shares its logistics.',
    narrative:
      'They have satellite time, a fleet of unmarked vans and a firm policy of never saying what they actually do. Neither do we. The arrangement works beautifully.',
    rewards: { funds: 0, supplies: 40, intel: 0 },
    cost: NO_COST,
    tags: ['agencies', 'logistics'],
    flags: BONUS,
  },
  {
    id: 'foreign_liaison',
    category: 'faction',
    title: 'Foreign Liaison',
    description: "A liaison from an allied nation's containment service joined the Operations Center.",
    narrative:
      'She carries a diplomatic passport and a service that has watched the same lights over the North Sea since 1952. She shares her files one page at a time, and every page has been worth the wait.',
    rewards: { funds: 3000, supplies: 0, intel: 10 },
    cost: NO_COST,
    tags: ['allies'],
    flags: BONUS,
  },
  {
    id: 'the_collector',
    category: 'faction',
    title: 'The Collector',
    description: 'A black-market dealer in crash debris traded a list of contactee addresses for medical supplies.',
    narrative:
      'He sells fragments of fallen craft to billionaires, and he wants antibiotics for reasons he will not discuss. In return he left a list of properties bought through contactee shell companies. So far every address has been real.',
    rewards: { funds: 0, supplies: 0, intel: 22 },
    cost: { supplies: 15 },
    tags: ['black market', 'deal'],
    flags: PLAIN,
  },
];

const DISCOVERIES: readonly EventDefinition[] = [
  {
    id: 'storm_drain_cache',
    category: 'discovery',
    title: 'Storm Drain Cache',
    description: 'A team clearing a storm drain found a contactee supply cache.',
    narrative:
      'Weapons, batteries, rations and sealed bags of cash in four currencies. Somebody was preparing for a long campaign. Now the Directorate is.',
    rewards: { funds: 2500, supplies: 45, intel: 0 },
    cost: NO_COST,
    tags: ['cache'],
    flags: BONUS,
  },
  {
    id: 'downed_probe',
    category: 'discovery',
    title: 'Downed Probe',
    description: 'A patrol recovered a small visitor probe with its memory core intact.',
    narrative:
      'Weeks of recorded observation: the gate, the patrol routes, our faces. It can only be extracted as images, and nobody enjoys seeing how the visitors see us. What they were looking for is another matter.',
    rewards: { funds: 0, supplies: 0, intel: 20 },
    cost: NO_COST,
    tags: ['drones', 'intel'],
    flags: BONUS,
  },
  {
    id: 'old_silo',
    category: 'discovery',
    title: 'The Old Silo',
    description: 'Surveyors found a sealed missile silo from the sixties, still stocked.',
    narrative:
      'The blast door opened on the fourth code anyone tried. Inside: fuel, rations and a generator that started first time. Whoever stocked it expected the end of the world. They were only a little early.',
    rewards: { funds: 0, supplies: 70, intel: 0 },
    cost: NO_COST,
    tags: ['cache', 'history'],
    flags: BONUS,
  },
  {
    id: 'couriers_case',
    category: 'discovery',
    title: "The Courier's Case",
    description: 'A briefcase recovered from a crashed car held contactee payments and tasking orders.',
    narrative:
      'The courier had left the basin road at speed, and whatever he was running from left no tracks. His case held cash for informants and orders for a cell that will now wait for instructions that never arrive.',
    rewards: { funds: 1000, supplies: 0, intel: 15 },
    cost: NO_COST,
    tags: ['intel'],
    flags: BONUS,
  },
];

const CAMPAIGN: readonly EventDefinition[] = [
  {
    id: 'supplemental_appropriation',
    category: 'campaign',
    title: 'Supplemental Appropriation',
    description: 'A line buried in a defence bill quietly doubled the black budget.',
    narrative:
      'Months of closed briefings, casualty reports nobody may read and one badly frightened senator, and finally a vote on a bill nobody read past page four hundred. The money cannot buy back what the basin has taken. It can keep the lights on.',
    rewards: { funds: 6000, supplies: 0, intel: 0 },
    cost: NO_COST,
    tags: ['command', 'funds'],
    storyHooks: ['escalation'],
    flags: BONUS,
  },
  {
    id: 'the_census',
    category: 'campaign',
    title: 'The Census',
    description: 'Allied services pooled everything they know about the visitors in the sector.',
    narrative:
      'Craft types, sighting patterns, landing windows, even the names the contactees use for their handlers. For the first time the Operations Center is not guessing, and nobody in it has slept since the file arrived.',
    rewards: { funds: 0, supplies: 0, intel: 50 },
    cost: NO_COST,
    tags: ['intel', 'allies'],
    storyHooks: ['key_mission'],
    flags: BONUS,
  },
  {
    id: 'sector_closed',
    category: 'campaign',
    title: 'Case Closed',
    description: 'A neighbouring site closed its last open case, and its resources moved to ours.',
    narrative:
      'Their hangar is sealed and their team reassigned. Their equipment, analysts and budget come to the basin, along with a warning: whatever they held, they think you are holding its big brother.',
    rewards: { funds: 3000, supplies: 50, intel: 20 },
    cost: NO_COST,
    tags: ['front line'],
    storyHooks: ['chapter_turn'],
    flags: BONUS,
  },
  {
    id: 'convergence_warning',
    category: 'campaign',
    title: 'Convergence Warning',
    description: 'Every source agrees: the visitors are gathering for something large over the basin.',
    narrative:
      'Satellite glints where there should be none, radio telescopes around the world catching the same whisper, contactee chatter going dark overnight. Something is coming. The Annex has released its reserves to meet it.',
    rewards: { funds: 3000, supplies: 0, intel: 30 },
    cost: { supplies: 20 },
    tags: ['escalation', 'warning'],
    storyHooks: ['escalation'],
    flags: THREAT,
  },
];

/** The whole Majestic pool, every category the daily generation rules draw from. */
export const MAJESTIC_EVENT_POOL: readonly EventDefinition[] = [
  ...SCHEDULED,
  ...BACKDROP,
  ...THREATS,
  ...MORALE,
  ...FACTIONS,
  ...DISCOVERIES,
  ...CAMPAIGN,
];
