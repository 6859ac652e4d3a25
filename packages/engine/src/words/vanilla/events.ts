/**
 * The vanilla (LAST STAND, modern military) words for every event slot: words only. The slots'
 * numbers (category, rewards, cost, schedule, condition) are content (content/events.ts), read by
 * campaign/events.ts; a universe changes the words and never the balance.
 */
import type { EventWordsBySlot } from '../../content/events';

export const VANILLA_EVENT_WORDS: EventWordsBySlot = {
  perimeter_sweep: {
    title: 'Perimeter Sweep',
    description: 'The duty section walked the fence line and logged what they found.',
    narrative:
      'Boot prints by the drainage culvert, a cut strand of wire on the east side, a cigarette butt that is not one of ours. Small things. The duty sergeant wrote every one of them down.',
    tags: ['routine', 'recon'],
  },
  intelligence_briefing: {
    title: 'Intelligence Briefing',
    description: 'Regional command pushed its weekly threat summary to the operations room.',
    narrative:
      'Satellite passes, intercepted radio chatter and a handful of informant reports, boiled down to four pages. The S2 has already circled the parts that matter to us.',
    tags: ['routine', 'intel'],
  },
  supply_convoy: {
    title: 'Supply Convoy',
    description: 'The weekly convoy made it through with ammunition, rations and the payroll.',
    narrative:
      'Eight trucks, two of them with fresh bullet holes in the tarp. The drivers did not want to talk about the last twenty kilometres. Everyone helped unload anyway.',
    tags: ['routine', 'logistics'],
  },
  training_milestone: {
    title: 'Training Milestone',
    description: 'The squad finished another training cycle; the quartermaster released the drill stock.',
    narrative:
      'Ten days of drills, and the stopwatch finally agrees with the instructors. The unused training ammunition goes back into the general stores.',
    tags: ['routine', 'training'],
  },
  airdrop_recovered: {
    title: 'Stray Airdrop Recovered',
    description: 'A pallet dropped for another unit drifted into our sector. Finders keepers.',
    narrative:
      'The parachute came down in the reservoir. It took six people and a borrowed tractor to drag the pallet out, and nobody is sending it back.',
    tags: ['logistics', 'luck'],
  },
  local_market: {
    title: 'Market Day in the Valley',
    description: 'Villagers traded food and fuel for medical care at the gate.',
    narrative:
      'The medics saw forty patients before noon. By evening the motor pool had two drums of diesel and the cooks had fresh bread for the first time in weeks.',
    tags: ['civilians', 'logistics'],
  },
  radio_intercept: {
    title: 'Radio Intercept',
    description: 'Signals picked up an unencrypted enemy net for almost an hour.',
    narrative:
      'Someone on the other side forgot to switch to the secure channel. The signals section recorded every word and is still transcribing the call signs.',
    tags: ['intel', 'signals'],
  },
  contractor_payment: {
    title: 'Contractor Settles Up',
    description: 'A reconstruction contractor paid for the escort we gave his survey team.',
    narrative:
      'He paid in cash, counted twice, and asked whether we would do it again next month. The finance clerk said yes before anyone else could answer.',
    tags: ['funds', 'civilians'],
  },
  abandoned_checkpoint: {
    title: 'Abandoned Checkpoint',
    description: 'A patrol found an enemy checkpoint deserted in a hurry, stores and papers left behind.',
    narrative:
      'Half-eaten meals on the table, a radio still warm. Whatever made them run, they left their ration crates and a binder of duty rosters behind.',
    tags: ['recon', 'logistics'],
  },
  quiet_night: {
    title: 'A Quiet Night',
    description: 'No contacts, no alarms. The night shift used the time to service vehicles.',
    narrative:
      'For once the only sound on the perimeter was the generator. The mechanics got three vehicles back on the road and found a forgotten pallet of spare parts.',
    tags: ['routine'],
  },
  sniper_harassment: {
    title: 'Sniper Harassment',
    description: 'A marksman pinned the work parties down for most of the afternoon.',
    narrative:
      'Three shots, nobody hit, but the fuel detail lost half a day and a crate of rations to a lucky round. The counter-sniper team is still looking for the hide.',
    tags: ['harassment'],
  },
  pilfered_stores: {
    title: 'Stores Pilfered',
    description: 'Someone got through the outer wire at night and emptied a storage container.',
    narrative:
      'The lock was cut clean. The guards saw nothing. The quartermaster has started counting every crate twice and looking at everyone sideways.',
    tags: ['infiltration'],
  },
  ied_on_route: {
    title: 'Roadside Bomb',
    description: 'A device on Route Amber disabled a supply truck. The crew walked away; the cargo did not.',
    narrative:
      'The armour did its job and the driver is only deaf in one ear. The truck and most of what was in it are now a black stain on the road.',
    tags: ['ied', 'logistics'],
  },
  mortar_attack: {
    title: 'Mortar Attack',
    description: 'Six rounds landed inside the compound just after midnight.',
    narrative:
      'Everybody made it to the bunkers. The vehicle park and one ammunition bay were not so lucky. Engineers are filling craters by torchlight.',
    tags: ['indirect fire'],
  },
  convoy_ambush: {
    title: 'Convoy Ambushed',
    description: 'A resupply convoy ran into a prepared ambush and had to fight its way out.',
    narrative:
      'The lead vehicle took an RPG in the engine block. The escort pushed the wreck off the road under fire and ran the gauntlet with everything that still moved.',
    tags: ['ambush', 'logistics'],
  },
  drone_strike: {
    title: 'Drone Strike',
    description: 'A cheap commercial drone dropped grenades on the fuel point.',
    narrative:
      'Nobody heard it until the first grenade went off. The fire crews saved the tanks, but not the fuel bladders. The air-defence section wants a jammer, yesterday.',
    tags: ['drones'],
  },
  probing_assault: {
    title: 'Probing Assault',
    description: 'A platoon-sized force tested the northern wall before pulling back.',
    narrative:
      'Twenty minutes of tracer and flares, then silence. They were counting our guns. Tomorrow they will know exactly how many we have and how much ammunition we burned.',
    tags: ['assault'],
  },
  depot_sabotage: {
    title: 'Depot Sabotaged',
    description: 'An infiltrator set charges in the main depot. Most of the blast went into the stores.',
    narrative:
      'The fire burned for three hours. The investigation points at a day labourer who has not been seen since. Trust in the local workforce has taken a hit.',
    tags: ['sabotage', 'infiltration'],
  },
  artillery_barrage: {
    title: 'Artillery Barrage',
    description: 'Heavy guns shelled the base for twenty minutes from beyond the ridge.',
    narrative:
      'That was not a mortar. Someone has brought real artillery into range, and they have our coordinates. The sandbag detail will be busy for days.',
    tags: ['indirect fire', 'escalation'],
  },
  care_packages: {
    title: 'Care Packages',
    description: 'A school back home sent a crate of letters and care packages.',
    narrative:
      "Drawings of helicopters, bags of sweets, socks knitted by somebody's grandmother. The hardest men on the base read the letters twice when they thought nobody was looking.",
    tags: ['home'],
  },
  checkpoint_holds: {
    title: 'The Checkpoint Holds',
    description: 'A two-man checkpoint turned back an armed car without firing a shot.',
    narrative:
      'They stood in the road, rifles up, and talked. The car reversed all the way back down the hill. The story has been told in the mess hall a dozen times already, each time longer.',
    tags: ['small win'],
  },
  village_thanks: {
    title: 'Thanks from the Village',
    description: 'The village elders came to the gate to thank the squad in person.',
    narrative:
      'They brought a goat, which the cooks declined, and the name of a man who has been selling our patrol times. That one the S2 accepted gratefully.',
    tags: ['civilians', 'small win'],
  },
  general_visit: {
    title: 'The General Visits',
    description: "The theatre commander flew in to hear the squad's report first-hand.",
    narrative:
      'She walked the wall, shook every hand and stayed for the evening meal. On the helicopter out she signed off on the budget request that had been stuck for a month.',
    tags: ['command'],
  },
  press_coverage: {
    title: 'Front Page',
    description: "The squad's recent operations made the evening news back home.",
    narrative:
      'A blurry photograph, a heroic headline and half the facts wrong. It does not matter. Donations and volunteers are pouring in, and the squad walks a little taller.',
    tags: ['home', 'reputation'],
  },
  unit_citation: {
    title: 'Unit Citation',
    description: 'Command awarded the squad a unit citation for its string of successful operations.',
    narrative:
      'The ribbon is small and the ceremony was shorter than the drive to it. But the citation comes with priority on the intelligence feed, and that is worth more than any medal.',
    tags: ['command', 'reputation'],
  },
  enemy_defectors: {
    title: 'Defectors at the Gate',
    description: 'Three enemy fighters walked in under a white flag, saying they are on the losing side.',
    narrative:
      'They had heard about the last operations and decided they wanted no part of the next one. Their debrief filled two notebooks.',
    tags: ['defection', 'intel'],
  },
  militia_pact: {
    title: 'Militia Pact',
    description: 'The valley militia agreed to share what their scouts see, for a price.',
    narrative:
      'Their leader drives a hard bargain and trusts nobody, least of all us. But his scouts know every goat track in the hills, and now they report to our radio net.',
    tags: ['militia', 'deal'],
  },
  aid_agency: {
    title: 'Aid Agency Arrives',
    description: 'An international aid agency set up next door and shares its logistics with us.',
    narrative:
      'They have clean water, a fleet of white trucks and a strict policy of neutrality. The policy does not cover the spare generator they lent the motor pool.',
    tags: ['civilians', 'logistics'],
  },
  allied_liaison: {
    title: 'Allied Liaison Officer',
    description: 'A liaison officer from the allied brigade joined the operations room.',
    narrative:
      'He speaks four languages, drinks terrible coffee and has a direct line to the allied artillery. The squad forgave him the coffee within a day.',
    tags: ['allies'],
  },
  smugglers_offer: {
    title: "The Smugglers' Offer",
    description: 'Border smugglers traded route maps and enemy positions for medical supplies.',
    narrative:
      'They came at night, asked for antibiotics and left a hand-drawn map of every crossing the enemy uses. The map has been right every time so far.',
    tags: ['smugglers', 'deal'],
  },
  weapons_cache: {
    title: 'Weapons Cache',
    description: 'Engineers clearing a culvert found a buried enemy cache.',
    narrative:
      'Oiled rifles, crates of ammunition and a stack of cash in sealed bags. Somebody was planning a long campaign. Now they are not.',
    tags: ['cache'],
  },
  downed_drone: {
    title: 'Downed Drone',
    description: 'A patrol recovered an enemy reconnaissance drone with its memory card intact.',
    narrative:
      'Three weeks of footage: our gate, our patrol routes, our vehicle park. Watching it is uncomfortable. Learning what they were looking for is invaluable.',
    tags: ['drones', 'intel'],
  },
  old_bunker: {
    title: 'Cold War Bunker',
    description: 'Surveyors found a sealed bunker under the old quarry, still stocked.',
    narrative:
      'Fifty years of dust on the door and nothing inside has spoiled: fuel, field rations, a generator that started on the third pull. Whoever built it planned for a war like this one.',
    tags: ['cache', 'history'],
  },
  courier_satchel: {
    title: "Courier's Satchel",
    description: 'A satchel recovered from a crashed motorbike held enemy dispatches.',
    narrative:
      'The courier had been dead for days. His dispatches had not been delivered, which means somebody on the other side is still waiting for orders that will never come.',
    tags: ['intel'],
  },
  emergency_funding: {
    title: 'Emergency Funding',
    description: 'Parliament approved an emergency package for the forward bases.',
    narrative:
      'Months of reports, casualty figures and hard arguments, and finally a vote. The money will not bring anyone back, but it will keep the rest of us fighting.',
    tags: ['command', 'funds'],
  },
  enemy_order_of_battle: {
    title: 'Enemy Order of Battle',
    description: 'Allied intelligence shared a complete picture of the enemy forces in the sector.',
    narrative:
      'Unit names, commanders, strengths, even their supply schedules. For the first time we are not guessing. The operations room has not slept since it arrived.',
    tags: ['intel', 'allies'],
  },
  reinforced_front: {
    title: 'The Front Moves',
    description: "The neighbouring brigade advanced, and the sector's logistics moved up with it.",
    narrative:
      'The guns that used to rumble to the east now rumble to the north. New supply lines, new depots, and for once they are on our side of the map.',
    tags: ['front line'],
  },
  enemy_offensive_warning: {
    title: 'Offensive Warning',
    description: 'Every source agrees: the enemy is massing for a major push against the valley.',
    narrative:
      'Trains running at night, field hospitals being set up, radio silence where there used to be chatter. They are coming. Command released reserves and funds to meet them.',
    tags: ['escalation', 'warning'],
  },
};
