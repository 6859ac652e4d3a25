/**
 * The Archbound (1945, ancient portals and eldritch gods) words for every event slot: words only.
 * The slots' numbers are content (content/events.ts), so the universe changes the words and never the
 * balance. `storedId` keeps the id this universe's logs named an event by before issue 25.
 * Words: tithe (funds), provisions (supplies), lore (intel); the keep stands on Harrowdown Moor.
 */
import type { EventWordsBySlot } from '../../content/events';

export const ARCHBOUND_EVENT_WORDS: EventWordsBySlot = {
  perimeter_sweep: {
    title: 'Walking the Salt Line',
    description: 'The night watch walked the salt line and logged every sign they found.',
    narrative:
      'A gap in the salt by the old sheepfold, hoofprints that walk backwards, a lamp that burned green for an hour. Small things. The watch warden writes each one into the vigil book.',
    tags: ['routine', 'recon'],
  },
  intelligence_briefing: {
    title: 'Letters from the Archive',
    description: "The Provost's weekly letter arrived with the Archive's latest readings.",
    narrative:
      'Omens from a dozen keeps, fresh translations of old seals, a list of churches whose bells rang by themselves: four pages in a careful hand. The Scrying Tower has already marked what concerns Harrowdown.',
    tags: ['routine', 'lore'],
  },
  supply_convoy: {
    title: 'The Caravan',
    description: 'The weekly caravan crossed the moor with salt, silver, rations and the tithe.',
    narrative:
      'Six lorries and one horse-drawn wagon whose engine nobody could start. The drivers kept their eyes on the road and will not speak of what walked beside them in the mist. They unload in silence and leave before dusk.',
    tags: ['routine', 'logistics'],
  },
  training_milestone: {
    title: 'Rites Mastered',
    description: 'The wardens completed another cycle of study; the Archive released the practice stores.',
    narrative:
      'Ten days of reciting bindings until the words come without thought. The chalk, candles and blessed salt left over from the drills go back into the provisions.',
    tags: ['routine', 'training'],
  },
  airdrop_recovered: {
    storedId: 'army_surplus',
    title: 'Army Surplus',
    description: 'A demobilising regiment left a lorry of stores at the keep rather than drive them home.',
    narrative:
      'Their quartermaster took one look at the mist on the moor and decided the paperwork could say the lorry was lost. Nobody at the keep argued. Nobody at the War Office will ever ask.',
    tags: ['logistics', 'luck'],
  },
  local_market: {
    storedId: 'saltmere_market',
    title: 'Saltmere Market',
    description: "Villagers traded eggs, peat and paraffin for the Sanatorium's care.",
    narrative:
      'The orderlies saw thirty patients, most of them with nightmares. By evening the stores had a cart of peat and a crate of eggs, and an old woman had told us which barrows her grandmother said never to sleep near.',
    tags: ['civilians', 'logistics'],
  },
  radio_intercept: {
    storedId: 'voices_in_the_well',
    title: 'Voices in the Well',
    description: 'The black well spoke clearly for almost an hour, in a tongue the Archive knows.',
    narrative:
      'For once it was not weeping. It was reciting: a list of names and places. The novices wrote down every word before it stopped. Some of the places are very near.',
    tags: ['lore', 'omen'],
  },
  contractor_payment: {
    storedId: 'parish_tithe',
    title: 'The Parish Tithe',
    description: 'A parish spared when its arch stirred sent its thanks in coin.',
    narrative:
      'The vicar came himself, with a collection tin and a bottle of sloe gin. He did not ask what the wardens guard against. He only asked that we keep guarding.',
    tags: ['funds', 'civilians'],
  },
  abandoned_checkpoint: {
    storedId: 'deserted_chapel',
    title: 'Deserted Chapel',
    description: 'A patrol found a cult chapel abandoned in haste, stores and scriptures left behind.',
    narrative:
      'Candles still burning, a hymnal open on the lectern at a hymn no church sings. Whatever scattered the faithful, they left their stores, their collection plate and a bundle of letters from brothers in other towns.',
    tags: ['recon', 'logistics'],
  },
  quiet_night: {
    storedId: 'still_night',
    title: 'The Mist Kept Away',
    description: 'The mist stayed up on the moor. The wardens used the quiet to mend the walls.',
    narrative:
      'For once the only sound at the keep was the wind. The masons reset a whole course of stones, and the storemen found a forgotten cellar of provisions under the old chapel floor.',
    tags: ['routine'],
  },
  sniper_harassment: {
    storedId: 'wrong_eyed_crows',
    title: 'Wrong-Eyed Crows',
    description: 'A flock of crows with too many eyes harried the work parties all afternoon.',
    narrative:
      'They did not caw. They watched, and dived whenever someone turned their back. Nobody was badly hurt, but the wood gang abandoned their cart, and its rations, to the birds.',
    tags: ['harassment', 'omen'],
  },
  pilfered_stores: {
    storedId: 'taken_in_the_night',
    title: 'Taken in the Night',
    description: 'Something crossed the salt line and emptied a storeroom.',
    narrative:
      'The bolts are still shot and the salt is unbroken. The storeroom is empty, and the flagstones are wet with seawater forty miles from the sea. The storemaster has taken to sleeping across the doorway.',
    tags: ['infiltration'],
  },
  ied_on_route: {
    storedId: 'the_drowned_road',
    title: 'The Drowned Road',
    description: 'The caravan road flooded overnight with black water, and a lorry was lost.',
    narrative:
      'There is no river within a mile of that road. The driver waded out and swears the water was warm and that something in it brushed his legs. The lorry and most of its load are still out there.',
    tags: ['omen', 'logistics'],
  },
  mortar_attack: {
    storedId: 'stone_rain',
    title: 'Stone Rain',
    description: 'Stones fell from a clear sky onto the keep just after midnight.',
    narrative:
      'Smooth black stones, warm to the touch and cut with marks the Archive will not say aloud. The wardens sheltered in the cellars. The provision shed had no cellar.',
    tags: ['omen', 'bombardment'],
  },
  convoy_ambush: {
    storedId: 'caravan_ambushed',
    title: 'Caravan Ambushed',
    description: 'The caravan was set upon in the mist by hooded cultists and worse.',
    narrative:
      'Men in hoods with shotguns on the banks, and behind them shapes that had no need of shotguns. The drivers cut the burning wagon loose and drove through with whatever still rolled.',
    tags: ['ambush', 'logistics'],
  },
  drone_strike: {
    storedId: 'the_moths',
    title: 'The Moths',
    description: 'A cloud of grey moths settled on the provision stores and ate through them.',
    narrative:
      'They came down from the arch at dusk, thousands of them, and by morning the grain sacks were husks and the lamp oil was gone. Fire drove them off at last. Nobody can explain why they also ate the maps.',
    tags: ['swarm'],
  },
  probing_assault: {
    storedId: 'host_tests_the_wall',
    title: 'The Host Tests the Wall',
    description: 'A host came out of the mist, walked the length of the northern wall and went back.',
    narrative:
      'A quarter of an hour of lamplight and screaming, then silence, and footprints leading back into the arch. They did not try to climb. They were learning where the salt is thinnest, and they will remember.',
    tags: ['assault'],
  },
  depot_sabotage: {
    storedId: 'a_warden_turned',
    title: 'A Warden Turned',
    description: 'A warden who had dreamed too long set fire to the main provision store.',
    narrative:
      'She walked into the store at the change of watch with a lamp in her hand and a hymn on her lips. The fire burned till morning. She is in the Sanatorium now, and will only say that the Sleeper asked her very kindly.',
    tags: ['sabotage', 'infiltration'],
  },
  artillery_barrage: {
    storedId: 'the_drowned_bell',
    title: 'The Drowned Bell',
    description: "A bell rang out beneath the moor, and the keep's walls cracked at every stroke.",
    narrative:
      'Thirteen strokes, each deeper than the last, from somewhere under the ground. Cellars flooded and a tower split to its footings. The Archive says no bell like that has been rung since Rome. The masons will be busy for weeks.',
    tags: ['omen', 'escalation'],
  },
  care_packages: {
    storedId: 'parcels_from_home',
    title: 'Parcels from Home',
    description: 'The post brought a sack of parcels for the wardens, the first since the war ended.',
    narrative:
      'Fruitcake, woollen socks, a photograph of a wedding one of the wardens missed. The Hall was quiet for an hour while people read, and then very loud.',
    tags: ['home'],
  },
  checkpoint_holds: {
    storedId: 'the_lamp_holds',
    title: 'The Lamp Holds',
    description: 'A lone warden kept his lamp lit at the moor gate all night, and the mist would not pass it.',
    narrative:
      'The wick burned down to nothing and still he held it up, reciting the binding until dawn. What he saw in the mist he wrote down for the Archive. The Hall has told the story every night since.',
    tags: ['small win'],
  },
  village_thanks: {
    storedId: 'saltmere_thanks',
    title: "Saltmere's Thanks",
    description: 'The elders of Saltmere came to the keep to thank the wardens for bringing back the lost children.',
    narrative:
      'They brought a side of bacon, a purse of coins and the name of a farmer who leaves his gate open for the mist on purpose. Of the three, the name was the most gratefully received.',
    tags: ['civilians', 'small win'],
  },
  general_visit: {
    storedId: 'provost_visits',
    title: 'The Provost Visits',
    description: "Provost Vane crossed the moor to hear the keep's report in person.",
    narrative:
      "She walked the salt line, blessed every lamp and took her supper in the Wardens' Hall. Before she left, she signed the requisition for silver that had lain lost in the Archive for a month.",
    tags: ['command'],
  },
  press_coverage: {
    storedId: 'from_the_pulpit',
    title: 'From the Pulpit',
    description: "The Bishop read Harrowdown's name aloud from the cathedral pulpit.",
    narrative:
      'He did not say what the wardens guard. He only asked his flock to remember the keep on the moor. Tithes poured in from parishes that had never heard of Harrowdown, and so did volunteers.',
    tags: ['home', 'reputation'],
  },
  unit_citation: {
    storedId: 'roll_of_the_steadfast',
    title: 'Roll of the Steadfast',
    description: "The Archive entered the keep's wardens into the Roll of the Steadfast.",
    narrative:
      'A line of ink in a very old book, read aloud once in an empty chapter house. But the Roll opens the sealed stacks of the Archive to the keep, and every warden agrees the books are worth more than the honour.',
    tags: ['command', 'reputation'],
  },
  enemy_defectors: {
    storedId: 'the_lapsed',
    title: 'The Lapsed',
    description: 'Three of the faithful came to the gate and renounced their god.',
    narrative:
      'They had seen what the arch did to the last congregation that knelt before it, and they want no part of the next rite. Their confessions filled two notebooks in the Scrying Tower.',
    tags: ['defection', 'lore'],
  },
  militia_pact: {
    storedId: 'cunning_folk',
    title: 'The Cunning Folk',
    description: 'The moorland cunning folk agreed to share what their charms see, for a price.',
    narrative:
      'Their eldest trusts the Archive less than she trusts the mist, and says so. But her people have read the moor for three hundred years, and now their charms hang in our Scrying Tower.',
    tags: ['folk', 'deal'],
  },
  aid_agency: {
    storedId: 'relief_committee',
    title: 'The Relief Committee',
    description: 'A relief committee for bombed-out families set up beside the keep and shares its stores.',
    narrative:
      'Tea urns, blankets, a fleet of borrowed ambulances and a chairwoman who asks no questions about the salt lines. She lent the Runesmithy a pair of forge bellows and has never asked for them back.',
    tags: ['civilians', 'logistics'],
  },
  allied_liaison: {
    storedId: 'alpine_order',
    title: 'The Alpine Order',
    description: 'A liaison from a continental order of gatekeepers joined the Gatehouse Keep.',
    narrative:
      'He brought a crate of books older than his country and an opinion on everything we do. His order has watched an arch in the Alps since the twelfth century. It sends money, and, better, answers.',
    tags: ['allies'],
  },
  smugglers_offer: {
    storedId: 'barrow_diggers',
    title: 'The Barrow Diggers',
    description: "A pair of grave robbers traded a map of the cult's shrines for medicine.",
    narrative:
      'They dig the old barrows for gold and found rather more than gold. They want laudanum, for the dreams. In return they left a map of every shrine raised on the moor, and it has been right every time.',
    tags: ['smugglers', 'deal'],
  },
  weapons_cache: {
    storedId: 'cult_hoard',
    title: 'Hoard in the Barrow',
    description: "Wardens clearing a barrow found the cult's hidden stores.",
    narrative:
      'Rifles wrapped in oilcloth, sacks of flour and a chest of coins from a dozen centuries. The faithful were preparing for a long wait. Their wait just got longer.',
    tags: ['cache'],
  },
  downed_drone: {
    storedId: 'scrying_glass',
    title: 'A Scrying Glass',
    description: "A patrol recovered a cultist's scrying glass, its last visions still caught in the silver.",
    narrative:
      'A month of nights, held in the glass: our gate, our patrols, our faces at the windows. Looking into it is unpleasant. Learning what they were watching for is beyond price.',
    tags: ['relic', 'lore'],
  },
  old_bunker: {
    storedId: 'priory_undercroft',
    title: 'The Priory Undercroft',
    description: 'Masons found a sealed undercroft beneath the ruined priory, still stocked.',
    narrative:
      'Six hundred years behind the wall and nothing inside has spoiled: salt, wax, sealed jars of honey, and the bones of the monk who walled himself in with them. Whoever stocked it knew the arch would wake again.',
    tags: ['cache', 'history'],
  },
  courier_satchel: {
    storedId: 'pilgrims_satchel',
    title: "The Pilgrim's Satchel",
    description: "A satchel found on the moor held a cult messenger's letters and alms.",
    narrative:
      'Its owner was nowhere to be found, though his boots were, side by side beneath the arch. His letters never reached his brothers, and now they never will; the Scrying Tower is drafting some very strange replies.',
    tags: ['lore'],
  },
  emergency_funding: {
    storedId: 'crown_grant',
    title: "The Crown's Grant",
    description: 'A sealed Order in Council granted the keeps emergency funds.',
    narrative:
      'Months of letters, casualty rolls and quiet audiences, and at last a signature. Officially the money is for moorland drainage. It will keep the lamps lit on Harrowdown.',
    tags: ['command', 'funds'],
  },
  enemy_order_of_battle: {
    storedId: 'the_concordance',
    title: 'The Concordance',
    description: 'The keeps of Europe pooled everything they know of the cults that serve the arches.',
    narrative:
      'Names of priests, the dates of their rites, the arches they tend and the roads their faithful walk. For the first time the Gatehouse Keep is not guessing, and Sister Marden has read it by candlelight three nights running.',
    tags: ['lore', 'allies'],
  },
  reinforced_front: {
    storedId: 'a_gate_sealed',
    title: 'A Gate Sealed',
    description: 'A neighbouring keep sealed its arch, and its wardens and stores came to Harrowdown.',
    narrative:
      'Their arch is only stone again, and their wardens ride in with wagons of salt, silver and scrolls. They bring a warning too: every arch they have sealed has made ours a little louder.',
    tags: ['front line'],
  },
  enemy_offensive_warning: {
    storedId: 'omens_gather',
    title: 'Omens Gather',
    description: 'Every sign agrees: the arch is gathering itself for a great crossing.',
    narrative:
      'Birds circling the moor in silence, milk souring on every farm, the black well quiet for the first time in months. Something is coming. The Archive has released its reserves to meet it.',
    tags: ['escalation', 'warning'],
  },
};
