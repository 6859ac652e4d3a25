/**
 * The version of the game's rules and content that made a record (Factorio and Wesnoth write theirs
 * into every save and replay). Every record that is replayed — a campaign record, a guest record, a
 * battle log, a kept replay, an import — carries the version it was made under, so a later release
 * knows which rules to read it with. Bump it whenever a rule or a content number changes what a
 * replay of the same actions produces (issue 25). `rules-fingerprint.test.ts` fails when the rules'
 * content or a golden result changes without a bump.
 *
 * History: 1 — the first versioned release (7dfdab7). 2 — chapter failure stories join the log
 * (issue 26): a campaign replayed past a missed key mission or the chapter-1 defeat gains those log
 * entries. 3 — no two living soldiers share a first name and no recruit takes a story character's
 * first name (vanilla's 'Dana' became 'Dario'), so a seed names its squad differently; a citation for a
 * run of successes waits for one, a thanks for a success for a won mission (issue 26 item 18).
 * 4 — battles hold the mission's template id instead of its universe's name and location, so every
 * battle checksum changed (issue 25, item 2).
 * 5 — the battle's depth and the war's difficulty (issues 23, 24, 25 items 4–5): abilities as kinds
 * with retuned numbers, hostiles with roles and a scoring AI, flanking cover, pods and objectives,
 * the campaign's force in every battle, key-mission deadlines, and the event pool as content (log
 * entries name the shared event id).
 * 6 — growth on the battlefield and abilities that earn their place (issues 23, 24): research, skills
 * and utility items give battle bonuses (HP, aim, damage, defence, mobility, Medkit uses), chapters
 * 2–4 field more and tougher hostiles, Overwatch cools down 3 turns and Deadeye aims +20, hostiles
 * weigh the objective, count cover only where a soldier sees it and do not watch twice running.
 * 7 — skill decides the battle (issue 33, issue 34 item 5, issue 35 item 14): the squad starts
 * concealed (pods notice a soldier within 5 tiles in the open, 3 behind cover, or on gunfire within 8),
 * ambushes and exposed hits, objectives that alarm and are contested, the sniper rifle's and
 * Deadeye's 2-AP shots, reaches within sight, hostiles that watch and brace, grenadiers that throw
 * only at two, the frag grenade thrown in battle, and retuned enemy numbers;
 * the war's pressure (issue 34 items 2–4): costs that grow by chapter, counter-operations, missed key
 * missions that raise the threat floor, defeat by threat and by a key mission's last chance; and a squad
 * sent on the Training Exercise is in Training, not On Mission (issue 35 item 14).
 * 8 — guarded objectives (issue 33): on a hold or extract battle the last pod starts 3 tiles behind the
 * zone or on the approach to the exit, its troopers, marksmen and grenadiers as sentries on Overwatch
 * that fire at a soldier they notice and keep their watch while unaware; and (issue 34) a key mission
 * lost in battle raises the threat floor by 2 for each loss until it is won and leaves the board for
 * 15 days; hard battles' hostiles 7 HP and aim 68 (tougher, worse shots); the threat clock faster
 * in chapters 2 and 3; normal's hostiles +5 aim, hard's +1 aim (was +5).
 * 9 — supply drops (issue 34): supplies flown to a squad in the field on an auto mission, one a day,
 *   at most three a mission, each +3 to the chance it is rolled with and −3 to its casualty chance,
 *   priced 20 / 30 / 40 / 50 supplies by chapter; the whole panel retuned: normal's hostiles +8 aim
 *   (was +5), hard's +4 (was +1) and its auto-resolve shift −12 (was −10).
 * Records of an older version are carried over by their snapshot, not replayed (issue 31: campaign/carry-over.ts).
 */
export const RULES_VERSION = 9;
