/**
 * The Majestic (2005, covert alien containment) words for every event slot: words only.
 * The slots' numbers are content (content/events.ts), so the universe changes the words and never the
 * balance. `storedId` keeps the id this universe's logs named an event by before issue 25.
 * Words: black budget (funds), logistics (supplies), intel; the site is Dry Lake 4, run from the Annex.
 */
import type { EventWordsBySlot } from '../../content/events';

export const MAJESTIC_EVENT_WORDS: EventWordsBySlot = {
  perimeter_sweep: {
    title: 'Fence Line Survey',
    description: 'Site security walked the fence line and logged what they found.',
    narrative:
      "A cut strand near the dry wash, a ring of fused sand, a hiker's footprints that stop dead in the middle of the flats. Small things. Security photographs every one of them twice and files them under nothing.",
    tags: ['routine', 'recon'],
  },
  intelligence_briefing: {
    title: 'Annex Summary',
    description: 'The Annex pushed its weekly threat summary to the SIGINT Station.',
    narrative:
      'Radar anomalies, sighting reports scrubbed from police blotters, three photographs that will never be published, all boiled down to four pages. The analysts have already flagged the ones that concern the basin.',
    tags: ['routine', 'intel'],
  },
  supply_convoy: {
    title: 'Supply Drop',
    description: 'The weekly unmarked flight landed with equipment, rations and the black budget transfer.',
    narrative:
      'An unregistered cargo plane, a runway lit for ninety seconds, a pallet of crates stencilled as agricultural equipment. The pilots never shut down their engines and never give their names.',
    tags: ['routine', 'logistics'],
  },
  training_milestone: {
    title: 'Research Milestone',
    description: 'The Xenobiology Lab closed another research cycle and released its surplus stock.',
    narrative:
      'Ten days of tests, and at last the results repeat. The spare sensors, batteries and containment gel go back into general logistics, triple-bagged and signed for.',
    tags: ['routine', 'research'],
  },
  airdrop_recovered: {
    storedId: 'misrouted_shipment',
    title: 'Misrouted Shipment',
    description: 'A shipment meant for another site was delivered to ours. Nobody has asked for it back.',
    narrative:
      'Four crates of field equipment, addressed to a site that does not exist and routed through a company that does not exist. The quartermaster signed for them with a name that does not exist either.',
    tags: ['logistics', 'luck'],
  },
  local_market: {
    storedId: 'small_town_goodwill',
    title: 'Small-Town Goodwill',
    description: "Locals from the nearest town traded diesel and groceries for the Medical Wing's help.",
    narrative:
      "The town thinks we study the weather. Our medics set a rancher's arm and brought down a child's fever. By evening a tanker of diesel sat at the gate, and the sheriff had mentioned, in passing, the lights he keeps seeing over the old mine.",
    tags: ['civilians', 'logistics'],
  },
  radio_intercept: {
    storedId: 'open_channel',
    title: 'Open Channel',
    description: 'The SIGINT Station recorded a visitor transmission, unshielded, for almost an hour.',
    narrative:
      'Something out in the basin broadcast in the clear: a long, patient pattern, like a voice reading numbers. The analysts recorded every second and are still arguing about what it was counting.',
    tags: ['intel', 'signals'],
  },
  contractor_payment: {
    storedId: 'front_company_profit',
    title: 'Quarterly Dividend',
    description: 'The Front Company turned an actual profit this quarter.',
    narrative:
      'The freight firm that fronts for the site won a real contract, delivered on time and got paid. The accountants are baffled and delighted. Every cent goes straight into the black budget.',
    tags: ['funds', 'cover'],
  },
  abandoned_checkpoint: {
    storedId: 'abandoned_safe_house',
    title: 'Abandoned Safe House',
    description: 'A team found a contactee safe house emptied in a hurry, stores and files left behind.',
    narrative:
      'Coffee still warm, a shredder jammed halfway through a folder. Whatever spooked them, they left crates of supplies, a cashbox and enough paper to keep the analysts busy for a week.',
    tags: ['recon', 'logistics'],
  },
  quiet_night: {
    storedId: 'clear_skies',
    title: 'Clear Skies',
    description: 'No contacts, no anomalies. The night shift used the time for maintenance.',
    narrative:
      'For once the only thing on radar was weather. The technicians recalibrated the sensors, serviced the vehicles and found a pallet of spares nobody had logged since the site was a radar station.',
    tags: ['routine'],
  },
  sniper_harassment: {
    storedId: 'watcher_on_the_ridge',
    title: 'Watcher on the Ridge',
    description: 'Something on the ridge shadowed the work crews all afternoon and drove them under cover.',
    narrative:
      'Every time a crew stepped into the open, the light on the ridge brightened and the radios filled with static. Nobody was hurt, but a day of work and a truckload of stores were left out on the flats.',
    tags: ['harassment'],
  },
  pilfered_stores: {
    storedId: 'missing_time',
    title: 'Missing Time',
    description: 'The night guards lost forty minutes, and a storage container lost its contents.',
    narrative:
      'The log shows the guard post checking in at 0212 and again at 0252, with nothing in between. Neither guard remembers a thing. The container lock is intact. The container is empty.',
    tags: ['infiltration', 'anomaly'],
  },
  ied_on_route: {
    storedId: 'dead_zone',
    title: 'Dead Zone',
    description: 'A supply truck on the basin road drove into a field of dead electronics and burned.',
    narrative:
      'Every light on the truck died at once, then the engine, then the radio. The driver walked twelve miles back to the gate. When the recovery team reached the truck, it had burned from the inside out, cargo first.',
    tags: ['anomaly', 'logistics'],
  },
  mortar_attack: {
    storedId: 'pulse_strike',
    title: 'Pulse Strike',
    description: 'A pulse from the sky knocked out the site grid and cooked a storage bay.',
    narrative:
      'Every screen went white for a second, then black. The backup generators caught the Reactor Vault in time. The cold storage bay was not so lucky, and nobody wants to be the one who opens the lab freezers.',
    tags: ['energy weapons'],
  },
  convoy_ambush: {
    storedId: 'convoy_intercepted',
    title: 'Convoy Intercepted',
    description: 'Armed contactees ambushed a Directorate convoy and went for its cargo.',
    narrative:
      'They wore our uniforms and knew our call signs. The escort only understood when the lead vehicle was already burning. The team got the sealed cargo out; most of the supplies stayed on the road.',
    tags: ['ambush', 'logistics'],
  },
  drone_strike: {
    storedId: 'sampling_drones',
    title: 'Sampling Drones',
    description: 'A swarm of small visitor drones drained the fuel point and fled.',
    narrative:
      'Silver spheres the size of a fist, dozens of them, drinking the fuel bladders through needles. Security knocked down six. The rest left with our diesel and, for reasons nobody can explain, every copper cable they could reach.',
    tags: ['drones'],
  },
  probing_assault: {
    storedId: 'perimeter_test',
    title: 'Perimeter Test',
    description: 'A visitor formation tested the north fence, then withdrew.',
    narrative:
      'Half an hour of lights and silence, with every sensor on the fence reporting a different number of contacts. Then nothing. They were not attacking. They were learning how we answer, and now they know.',
    tags: ['assault'],
  },
  depot_sabotage: {
    storedId: 'inside_job',
    title: 'Inside Job',
    description: 'A sympathiser with site clearance set the main logistics vault on fire.',
    narrative:
      'He badged in at 0300 and out at 0310, and at 0330 the vault was burning. His clearance came from the Annex itself. Everyone on site is being polygraphed again, and nobody talks at lunch any more.',
    tags: ['sabotage', 'infiltration'],
  },
  artillery_barrage: {
    storedId: 'lance_from_above',
    title: 'Lance from Above',
    description: 'Something in orbit struck the site three times in twenty minutes.',
    narrative:
      'No sound and no warning: three columns of white light and three glass-lined craters, each closer to the Reactor Vault than the last. Someone up there has our coordinates. The engineers are pouring concrete around the clock.',
    tags: ['orbital', 'escalation'],
  },
  care_packages: {
    storedId: 'no_return_address',
    title: 'No Return Address',
    description: 'A box arrived at the Front Company addressed to "the night shift".',
    narrative:
      'Coffee, cigars and a handwritten card: we never met, I did this job in 1979, get some sleep. Nobody knows how the sender found the address. Everybody read the card.',
    tags: ['home'],
  },
  checkpoint_holds: {
    storedId: 'cover_story_holds',
    title: 'The Cover Story Holds',
    description: 'A reporter asking about the lights left satisfied with a weather balloon and a free lunch.',
    narrative:
      'Security walked him around the radar dome for an hour, talking barometric pressure until his eyes glazed. His notebook, photographed while he ate, named two other people asking the same questions.',
    tags: ['small win', 'cover'],
  },
  village_thanks: {
    storedId: 'ranchers_thanks',
    title: "The Rancher's Thanks",
    description: 'A rancher drove to the gate to thank the team for finding his missing son.',
    narrative:
      'The boy had followed the lights into the flats and was found at dawn, sunburnt and silent, forty miles from where he could have walked. His father brought a cheque we could not refuse, and the location of a cave he has always told his children to avoid.',
    tags: ['civilians', 'small win'],
  },
  general_visit: {
    storedId: 'director_visits',
    title: 'The Director Visits',
    description: "Director Crane flew in to hear the team's report first-hand.",
    narrative:
      'She toured the hangar, stood in front of the craft for a long time without speaking, and ate with the night shift. On the flight out she moved the site to the top of the budget list.',
    tags: ['command'],
  },
  press_coverage: {
    storedId: 'closed_session',
    title: 'Closed Session',
    description: "The site's results were briefed to the six people in government cleared to hear them.",
    narrative:
      'A windowless room, a single projector, no notes allowed. Whatever the Director showed them, the funding cleared the same evening, along with a handwritten note of thanks and no signature.',
    tags: ['command', 'reputation'],
  },
  unit_citation: {
    storedId: 'unacknowledged_citation',
    title: 'Unacknowledged Citation',
    description: 'The Directorate awarded the team a citation that will never be made public.',
    narrative:
      'The medal goes back into a safe straight after the ceremony, and the ceremony is held in a basement. But the citation brings priority access to the Annex feeds, and the team agrees that is the part worth having.',
    tags: ['command', 'reputation'],
  },
  enemy_defectors: {
    storedId: 'walk_ins',
    title: 'Walk-Ins',
    description: 'Three contactees walked into a field office and asked for protection.',
    narrative:
      'They had seen what happened to the last team sent against the site, and what the visitors did with the people who were promised a ride home. Their debrief filled two notebooks and a hard drive.',
    tags: ['defection', 'intel'],
  },
  militia_pact: {
    storedId: 'skywatch_network',
    title: "The Skywatchers' Network",
    description: 'An amateur sky-watching network agreed to share its sightings, for a price.',
    narrative:
      'Its founder runs a diner, a website and a feud with every agency he can name. But his members have telescopes on a hundred rooftops, and now their reports reach our SIGINT Station before they reach the internet.',
    tags: ['civilians', 'deal'],
  },
  aid_agency: {
    storedId: 'sister_agency',
    title: 'Sister Agency',
    description: 'A sister agency opened a station down the road and shares its logistics.',
    narrative:
      'They have satellite time, a fleet of unmarked vans and a firm policy of never saying what they actually do. Neither do we. The arrangement works beautifully.',
    tags: ['agencies', 'logistics'],
  },
  allied_liaison: {
    storedId: 'foreign_liaison',
    title: 'Foreign Liaison',
    description: "A liaison from an allied nation's containment service joined the Operations Center.",
    narrative:
      'She carries a diplomatic passport and a service that has watched the same lights over the North Sea since 1952. She shares her files one page at a time, and every page has been worth the wait.',
    tags: ['allies'],
  },
  smugglers_offer: {
    storedId: 'the_collector',
    title: 'The Collector',
    description: 'A black-market dealer in crash debris traded a list of contactee addresses for medical supplies.',
    narrative:
      'He sells fragments of fallen craft to billionaires, and he wants antibiotics for reasons he will not discuss. In return he left a list of properties bought through contactee shell companies. So far every address has been real.',
    tags: ['black market', 'deal'],
  },
  weapons_cache: {
    storedId: 'storm_drain_cache',
    title: 'Storm Drain Cache',
    description: 'A team clearing a storm drain found a contactee supply cache.',
    narrative:
      'Weapons, batteries, rations and sealed bags of cash in four currencies. Somebody was preparing for a long campaign. Now the Directorate is.',
    tags: ['cache'],
  },
  downed_drone: {
    storedId: 'downed_probe',
    title: 'Downed Probe',
    description: 'A patrol recovered a small visitor probe with its memory core intact.',
    narrative:
      'Weeks of recorded observation: the gate, the patrol routes, our faces. It can only be extracted as images, and nobody enjoys seeing how the visitors see us. What they were looking for is another matter.',
    tags: ['drones', 'intel'],
  },
  old_bunker: {
    storedId: 'old_silo',
    title: 'The Old Silo',
    description: 'Surveyors found a sealed missile silo from the sixties, still stocked.',
    narrative:
      'The blast door opened on the fourth code anyone tried. Inside: fuel, rations and a generator that started first time. Whoever stocked it expected the end of the world. They were only a little early.',
    tags: ['cache', 'history'],
  },
  courier_satchel: {
    storedId: 'couriers_case',
    title: "The Courier's Case",
    description: 'A briefcase recovered from a crashed car held contactee payments and tasking orders.',
    narrative:
      'The courier had left the basin road at speed, and whatever he was running from left no tracks. His case held cash for informants and orders for a cell that will now wait for instructions that never arrive.',
    tags: ['intel'],
  },
  emergency_funding: {
    storedId: 'supplemental_appropriation',
    title: 'Supplemental Appropriation',
    description: 'A line buried in a defence bill quietly doubled the black budget.',
    narrative:
      'Months of closed briefings, casualty reports nobody may read and one badly frightened senator, and finally a vote on a bill nobody read past page four hundred. The money cannot buy back what the basin has taken. It can keep the lights on.',
    tags: ['command', 'funds'],
  },
  enemy_order_of_battle: {
    storedId: 'the_census',
    title: 'The Census',
    description: 'Allied services pooled everything they know about the visitors in the sector.',
    narrative:
      'Craft types, sighting patterns, landing windows, even the names the contactees use for their handlers. For the first time the Operations Center is not guessing, and nobody in it has slept since the file arrived.',
    tags: ['intel', 'allies'],
  },
  reinforced_front: {
    storedId: 'sector_closed',
    title: 'Case Closed',
    description: 'A neighbouring site closed its last open case, and its resources moved to ours.',
    narrative:
      'Their hangar is sealed and their team reassigned. Their equipment, analysts and budget come to the basin, along with a warning: whatever they held, they think you are holding its big brother.',
    tags: ['front line'],
  },
  enemy_offensive_warning: {
    storedId: 'convergence_warning',
    title: 'Convergence Warning',
    description: 'Every source agrees: the visitors are gathering for something large over the basin.',
    narrative:
      'Satellite glints where there should be none, radio telescopes around the world catching the same whisper, contactee chatter going dark overnight. Something is coming. The Annex has released its reserves to meet it.',
    tags: ['escalation', 'warning'],
  },
};
