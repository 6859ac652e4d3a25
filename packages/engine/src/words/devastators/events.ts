/**
 * The Devastators (1935, dieselpunk war against the Churn) words for every event slot: words only.
 * The slots' numbers are content (content/events.ts), so the universe changes the words and never the
 * balance. `storedId` keeps the id this universe's logs named an event by before issue 25.
 * Words: war bonds (funds), materiel (supplies), signals (intel); the base is Ashgate Junction.
 */
import type { EventWordsBySlot } from '../../content/events';

export const DEVASTATORS_EVENT_WORDS: EventWordsBySlot = {
  perimeter_sweep: {
    title: 'Walking the Line',
    description: 'The linesmen walked the track and the barricades and logged what they found.',
    narrative:
      'A loosened fishplate on the eastern spur, engine oil that is not ours on the ballast, the print of a three-toed iron foot in the cinders. Small things. The foreman chalks every one of them into the yard book.',
    tags: ['routine', 'recon'],
  },
  intelligence_briefing: {
    title: 'Guild Dispatch',
    description: "The Guild's weekly dispatch came over the wireless from Haverstadt.",
    narrative:
      'Balloon sightings, reports from signal boxes up and down the line, rumours off the refugee trains, all boiled down to four pages of Morse. The Wireless Station has already underlined the parts that matter to Ashgate.',
    tags: ['routine', 'intel'],
  },
  supply_convoy: {
    title: 'Supply Train',
    description: 'The weekly supply train got through with shells, coal and a strongbox of war bonds.',
    narrative:
      'Twelve wagons behind an armoured engine, the tender scored with fresh claw marks. The driver asks for a mug of tea, drinks it in silence and will not look east.',
    tags: ['routine', 'logistics'],
  },
  training_milestone: {
    title: 'Drill Completed',
    description: 'The crew finished another drill cycle; the Foundry released its practice stock.',
    narrative:
      'Ten days of loading drills against the stopwatch, and at last the times satisfy the foreman. The unspent practice shells go back into the general materiel.',
    tags: ['routine', 'training'],
  },
  airdrop_recovered: {
    storedId: 'runaway_wagon',
    title: 'Runaway Wagon',
    description: 'A loaded wagon from a wrecked train rolled down the gradient into our sidings. Finders keepers.',
    narrative:
      'It came out of the fog at walking pace, brakes burnt away, and stopped against our buffers as politely as a guest. Tinned meat and rifle rounds, stencilled for a garrison that no longer exists.',
    tags: ['logistics', 'luck'],
  },
  local_market: {
    storedId: 'refugee_train',
    title: 'Refugee Train',
    description: "A refugee train traded coal and tins for a night's shelter and a doctor.",
    narrative:
      'The Field Infirmary saw sixty people before dawn. When the train pulled out it left two tons of coal, a crate of tins and an old signalman who watched the Churn take Varenholt and drew us a map of it.',
    tags: ['civilians', 'logistics'],
  },
  radio_intercept: {
    storedId: 'clicks_in_the_clear',
    title: 'Clicks in the Clear',
    description: 'The Wireless Station caught a Churn relay sending without its cipher for almost an hour.',
    narrative:
      'Somewhere a damaged machine was repeating its orders in the clear, over and over, like a gramophone stuck in a groove. The signallers took down every click and are still working through them.',
    tags: ['intel', 'signals'],
  },
  contractor_payment: {
    storedId: 'bond_drive',
    title: 'Bond Drive',
    description: 'A market town down the line held a bond drive for the junction.',
    narrative:
      'A brass band, a photograph of the crew pasted up in the town hall, a schoolmistress who went door to door. The money came up on the mail train, counted twice, with a note pinned to it: keep them out.',
    tags: ['funds', 'civilians'],
  },
  abandoned_checkpoint: {
    storedId: 'deserted_workshop',
    title: 'Deserted Churn Workshop',
    description: 'A patrol found a Churn field workshop abandoned mid-task, stock and drawings left behind.',
    narrative:
      'Lathes still warm, a half-built walker hanging from the chain hoist. Whatever called them away, they left a stack of sound steel, the old factory cashbox still locked, and a drawer of blueprints in a hand no human wrote.',
    tags: ['recon', 'logistics'],
  },
  quiet_night: {
    storedId: 'still_night',
    title: 'A Still Night',
    description: 'No sirens, no contacts. The night shift used the quiet to mend engines.',
    narrative:
      'Not one siren all night. The fitters put two locomotives back on the rails and found a forgotten wagon of spares in the far siding.',
    tags: ['routine'],
  },
  sniper_harassment: {
    storedId: 'rivet_sniper',
    title: 'Rivet Gun in the Slag',
    description: 'A Churn marksman-machine pinned the work gangs down for most of the afternoon.',
    narrative:
      'It fires rivets, white-hot, from somewhere in the slag heaps. Nobody was hit, but the coal gang lost half a day and a wagon of materiel to a stray shot. The flak crews are combing the heaps with field glasses.',
    tags: ['harassment'],
  },
  pilfered_stores: {
    storedId: 'scrap_rats',
    title: 'Scrap Rats',
    description: 'Small Churn scavengers slipped under the wire at night and stripped a storage shed.',
    narrative:
      'Machines no bigger than a dog, all legs and cutting wheels. They took every bolt, every tin and the hinges off the shed door. The quartermaster has started sleeping in the stores with a shotgun.',
    tags: ['infiltration'],
  },
  ied_on_route: {
    storedId: 'track_mine',
    title: 'Track Mine',
    description: 'A Churn sapper buried a charge under the eastern line and derailed a materiel train.',
    narrative:
      'The armoured engine took the blast and the driver walked away minus his eyebrows. Four wagons and everything in them now lie in pieces down the embankment, and the Churn will be back for the pieces.',
    tags: ['mine', 'logistics'],
  },
  mortar_attack: {
    storedId: 'mortar_walker',
    title: 'Mortar Walker',
    description: 'A Churn walker lobbed shells into the yard just after midnight.',
    narrative:
      'Everybody reached the shelters. The turntable and one shell store did not. The fitters are filling craters by lamplight and cursing each shell by name.',
    tags: ['indirect fire'],
  },
  convoy_ambush: {
    storedId: 'train_ambush',
    title: 'Train Ambushed',
    description: 'A supply train ran into a Churn ambush in the cutting and had to fight its way through.',
    narrative:
      'Walkers on both banks and a dead engine dragged across the rails. The crew uncoupled the burning wagons under fire and took the rest through at full regulator.',
    tags: ['ambush', 'logistics'],
  },
  drone_strike: {
    storedId: 'iron_gulls',
    title: 'Iron Gulls',
    description: 'A flock of Churn flying machines dropped fire on the fuel sidings.',
    narrative:
      'Nobody heard them over the engine house until the first tank wagon went up. The fire gangs saved the depot but not the diesel. The flak crews want more guns and a better listening horn, today.',
    tags: ['aircraft'],
  },
  probing_assault: {
    storedId: 'walkers_at_the_barricade',
    title: 'Walkers at the Barricade',
    description: 'A Churn column tested the northern barricade, then ground away in step.',
    narrative:
      'Twenty minutes of searchlights, steam and hammering guns, then the whole column turned and walked off together. Machines do not retreat. They were taking our measurements, and they have carried them home.',
    tags: ['assault'],
  },
  depot_sabotage: {
    storedId: 'engine_house_sabotage',
    title: 'Something in the Coal',
    description: 'A machine hidden in a coal delivery set the materiel store alight.',
    narrative:
      'It lay curled in the coal like a sleeping cat for three days before it moved. The fire burned until dawn. Now every wagon into the yard is emptied by hand and prodded with bayonets, and the coal gang hates everyone.',
    tags: ['sabotage', 'infiltration'],
  },
  artillery_barrage: {
    storedId: 'railway_gun',
    title: 'Railway Gun',
    description: 'A Churn siege gun shelled the yard for twenty minutes from beyond the ridge.',
    narrative:
      'That was no walker. The Churn has laid its own track up to the ridge and hauled a siege gun along it, and it has our range. The sandbag gangs will be busy for a week.',
    tags: ['indirect fire', 'escalation'],
  },
  care_packages: {
    storedId: 'mail_train',
    title: 'Mail Train',
    description: 'The mail train brought sacks of letters and parcels up from Haverstadt.',
    narrative:
      "Knitted mufflers, tins of toffee, a child's drawing of a walker being punched flat by a man in overalls. The drawing hangs over the War Room door now, and every hand touches it on the way out.",
    tags: ['home'],
  },
  checkpoint_holds: {
    storedId: 'the_pointsman',
    title: 'The Pointsman',
    description: 'A lone pointsman switched a charging Churn scout into the turntable pit.',
    narrative:
      'He threw the lever at the last second and the walker ran full tilt into the pit and stuck there, legs pedalling. Its memory drum went to the Wireless Station; the story went to the Bunkhouse, and grows a yard every telling.',
    tags: ['small win'],
  },
  village_thanks: {
    storedId: 'farmers_thanks',
    title: 'The Valley Farms',
    description: 'Farmers came to the gate to thank the crew for clearing the walkers off their fields.',
    narrative:
      'They brought a cart of potatoes, a collection in a biscuit tin and word of a barn where the Churn parks its scouts at night. The Wireless Station took that last part down very carefully.',
    tags: ['civilians', 'small win'],
  },
  general_visit: {
    storedId: 'marshal_visits',
    title: 'The Marshal Visits',
    description: 'Guild Marshal Stroud came up the line to hear the report in person.',
    narrative:
      'She walked the barricades, shook every oily hand and ate her supper in the Bunkhouse. On the train home she signed the requisitions that had been gathering dust in Haverstadt for a month.',
    tags: ['command'],
  },
  press_coverage: {
    storedId: 'newsreel',
    title: 'The Newsreel',
    description: "Ashgate's fight made the cinema newsreels in the capital.",
    narrative:
      'Thirty seconds of grainy film and a narrator who pronounces Ashgate wrong. Audiences in Haverstadt stood and cheered. War bonds sold out within the week, and a queue of volunteers formed outside the Guild hall.',
    tags: ['home', 'reputation'],
  },
  unit_citation: {
    storedId: 'guild_cross',
    title: 'The Guild Cross',
    description: 'The Guild awarded the crew its Cross for a run of successful sorties.',
    narrative:
      'A brass cross on a red ribbon, pinned on in a ceremony held on a flatcar between two trains. The Cross also buys a priority line on the Guild wireless net, and the crew would trade the medal for that line ten times over.',
    tags: ['command', 'reputation'],
  },
  enemy_defectors: {
    storedId: 'factory_hands_desert',
    title: 'Hands Come Over',
    description: 'Three hands from the occupied works walked up to the gate under a white rag.',
    narrative:
      'For a year they tended Churn boilers for bread. Then they heard what happened at the barricade, and decided the machines are going to lose. Their debrief filled two notebooks with factory addresses.',
    tags: ['defection', 'intel'],
  },
  militia_pact: {
    storedId: 'miners_pact',
    title: "The Miners' Pact",
    description: 'The colliery miners agreed to report what moves in the hills, for a share of our materiel.',
    narrative:
      'Their lodge secretary bargains like a man who has buried friends, and trusts the Guild no further than the Churn. But his men know every shaft under the hills, and now their lamps signal to our Wireless Station.',
    tags: ['miners', 'deal'],
  },
  aid_agency: {
    storedId: 'hospital_train',
    title: 'Hospital Train',
    description: 'A relief society hospital train drew up on our sidings and shares its stores.',
    narrative:
      'Nurses in grey, a kitchen wagon that never stops steaming and a matron who outranks everyone in the yard. She lent the engine house a spare dynamo, and has made it clear she expects it back.',
    tags: ['civilians', 'logistics'],
  },
  allied_liaison: {
    storedId: 'monitor_liaison',
    title: 'The Flotilla Liaison',
    description: 'An officer from the river monitor flotilla joined the War Room.',
    narrative:
      "He smokes his pipe indoors, corrects everyone's charts and has a direct line to the flotilla's twelve-inch guns. The complaints about the pipe stopped the first time those guns answered a walker on the ridge.",
    tags: ['allies'],
  },
  smugglers_offer: {
    storedId: 'coal_runners',
    title: 'The Coal Runners',
    description: "Smugglers traded maps of the Churn's new track for medicine.",
    narrative:
      'Their handcar comes after midnight without lamps. They want quinine and morphine; they leave a map of every line the Churn has laid behind its front, drawn on the back of a wanted poster bearing their own faces.',
    tags: ['smugglers', 'deal'],
  },
  weapons_cache: {
    storedId: 'paymasters_wagon',
    title: "The Paymaster's Wagon",
    description: 'A landslip in the cutting uncovered a pay wagon lost in the first weeks of the Churn.',
    narrative:
      "Crates of rifle rounds, sealed tins and the paymaster's strongbox, still full of bonds. The paymaster himself was not there. Nobody looked very hard for him.",
    tags: ['cache'],
  },
  downed_drone: {
    storedId: 'downed_gull',
    title: 'Downed Iron Gull',
    description: 'A patrol recovered a Churn flying machine with its memory drum intact.',
    narrative:
      "A month of watching punched into brass: the gun pits, the shift bells, the day of the Marshal's visit. Playing it back is unsettling. Learning what the Churn was looking for is worth every minute.",
    tags: ['aircraft', 'intel'],
  },
  old_bunker: {
    storedId: 'old_war_tunnels',
    title: 'The Old War Tunnels',
    description: 'Surveyors found sealed tunnels from the last war under the quarry, still stocked.',
    narrative:
      'The door took three men and a crowbar. Inside: coal, tinned rations and a dynamo that caught on the first crank, as if it had been waiting. Whoever dug them expected another war. They did not expect this one.',
    tags: ['cache', 'history'],
  },
  courier_satchel: {
    storedId: 'messenger_walker',
    title: 'Messenger in the Bog',
    description:
      "A Churn messenger machine was found stuck fast in a bog, dispatch drums and an informer's purse aboard.",
    narrative:
      "It had been walking in place for days, sunk to the hips, still faithfully trying to deliver. The Wireless Station has its orders now, and the Guild paymaster was delighted by the purse of bonds meant for the Churn's human informers.",
    tags: ['intel'],
  },
  emergency_funding: {
    storedId: 'emergency_bonds',
    title: 'Emergency Bond Issue',
    description: 'The Assembly in Haverstadt voted an emergency bond issue for the rail junctions.',
    narrative:
      'Months of telegrams, casualty lists and shouting in committee rooms, and at last a vote. The money will not mend what the Churn has broken, but it will keep the boilers lit.',
    tags: ['command', 'funds'],
  },
  enemy_order_of_battle: {
    storedId: 'churn_census',
    title: 'The Churn Census',
    description: 'Listening posts up and down the line pooled everything they know about the Churn in the sector.',
    narrative:
      "Machine types, factory outputs, the routes the columns walk and the hours they stop for oil. For the first time the War Room is not guessing; the folder's pages are pinned to every wall.",
    tags: ['intel', 'allies'],
  },
  reinforced_front: {
    storedId: 'line_moves_up',
    title: 'The Line Moves Up',
    description: "The neighbouring garrison pushed forward, and the sector's railheads moved with it.",
    narrative:
      'The gunfire that used to rattle the east windows now comes from the north. New track is being spiked down past the old front, and every train that runs on it passes through Ashgate first.',
    tags: ['front line'],
  },
  enemy_offensive_warning: {
    storedId: 'factories_wake',
    title: 'The Factories Wake',
    description: 'Every report agrees: the Churn is massing for a great push down the line.',
    narrative:
      'Furnaces relit in works dead for a year, smoke columns on the horizon at night, silence on the bands where the clicking used to be. They are coming. The Guild has released its reserves to meet them.',
    tags: ['escalation', 'warning'],
  },
};
