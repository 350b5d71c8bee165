//! Offsets of the feature groups in the weight table.

/// Material by role index (Bia, Ma, Khon, Met, Ruea) and 5 = promoted bia.
pub const MATERIAL: usize = 0;
/// Piece-square tables: `PST + role * 64 + square`, squares seen from the owner's side (Black rotated 180°).
pub const PST: usize = 6;
/// Ma mobility by number of safe target squares (0..=8).
pub const MOB_MA: usize = PST + 6 * 64;
/// Khon mobility (0..=5).
pub const MOB_KHON: usize = MOB_MA + 9;
/// Met mobility (0..=4).
pub const MOB_MET: usize = MOB_KHON + 6;
/// Ruea mobility (0..=14).
pub const MOB_RUEA: usize = MOB_MET + 5;
/// A bia with another own bia on its file.
pub const BIA_DOUBLED: usize = MOB_RUEA + 15;
/// A bia with no own bia on the neighbouring files.
pub const BIA_ISOLATED: usize = BIA_DOUBLED + 1;
/// A bia defended by an own bia.
pub const BIA_SUPPORTED: usize = BIA_ISOLATED + 1;
/// A bia with an own bia beside it.
pub const BIA_PHALANX: usize = BIA_SUPPORTED + 1;
/// A passed bia by relative rank (0..8).
pub const BIA_PASSED: usize = BIA_PHALANX + 1;
/// A ruea on a file without bia.
pub const RUEA_OPEN: usize = BIA_PASSED + 8;
/// A ruea on a file without own bia.
pub const RUEA_SEMI_OPEN: usize = RUEA_OPEN + 1;
/// A piece attacking the enemy khun's zone, by role index.
pub const KHUN_ATTACKER: usize = RUEA_SEMI_OPEN + 1;
/// An own bia in front of the khun.
pub const KHUN_SHELTER: usize = KHUN_ATTACKER + 6;
/// A piece (not bia) attacked by an enemy bia that is safe where it stands.
pub const THREAT_BY_BIA: usize = KHUN_SHELTER + 1;
/// An attacked piece that is undefended, or a piece (not bia) attacked twice and defended once.
pub const HANGING: usize = THREAT_BY_BIA + 1;
/// A ruea with little mobility shut in on its khun's side.
pub const RUEA_TRAPPED: usize = HANGING + 1;
/// Danger to the khun (see `khun_safety`) by bucket of 100 units above the threshold (0..32).
pub const KHUN_DANGER: usize = RUEA_TRAPPED + 1;
/// Number of danger buckets.
pub const DANGER_BUCKETS: usize = 32;
/// Enemy attacks on the khun's flank.
pub const KHUN_FLANK_ATTACK: usize = KHUN_DANGER + DANGER_BUCKETS;
/// An enemy piece attacked by a ma, khon or met, by victim role (0..5, promoted bia as bia).
pub const THREAT_BY_MINOR: usize = KHUN_FLANK_ATTACK + 1;
/// A weak enemy piece attacked by a ruea, by victim role (0..5).
pub const THREAT_BY_RUEA: usize = THREAT_BY_MINOR + 5;
/// A weak enemy piece attacked by the khun.
pub const THREAT_BY_KHUN: usize = THREAT_BY_RUEA + 5;
/// A square both sides attack that the enemy does not hold strongly.
pub const RESTRICTED: usize = THREAT_BY_KHUN + 1;
/// An enemy piece (not bia) a bia push would attack.
pub const THREAT_BY_BIA_PUSH: usize = RESTRICTED + 1;
/// Distance to the own khun of a ma, khon or met (by role: 0 ma, 1 khon, 2 met).
pub const KHUN_PROTECTOR: usize = THREAT_BY_BIA_PUSH + 1;
/// A ma on an outpost: ranks 4 to 6, defended by a bia, no enemy bia can chase it away.
pub const MA_OUTPOST: usize = KHUN_PROTECTOR + 3;
/// A supported or side-by-side bia by relative rank (0..8).
pub const BIA_CONNECTED: usize = MA_OUTPOST + 1;
/// A bia that no own bia can support and whose stop square an enemy bia holds.
pub const BIA_BACKWARD: usize = BIA_CONNECTED + 8;
/// Distance of the enemy khun to an advanced passed bia's stop square, times its advance.
pub const PASSED_ENEMY_KHUN: usize = BIA_BACKWARD + 1;
/// Distance of the own khun to an advanced passed bia's stop square, times its advance.
pub const PASSED_OWN_KHUN: usize = PASSED_ENEMY_KHUN + 1;
/// An advanced passed bia whose stop square is empty and not attacked, times its advance.
pub const PASSED_FREE: usize = PASSED_OWN_KHUN + 1;
/// The nearest own bia (not attacked by an enemy bia) on each of the three files around the khun, at
/// or in front of it: `KHUN_SHELTER_BIA + 8 * edge distance of the file (0..4) + its relative rank`
/// (rank 0: no such bia).
pub const KHUN_SHELTER_BIA: usize = PASSED_FREE + 1;
/// The most advanced enemy bia on each of those files, at or in front of the khun, not blocked by an
/// own bia: `KHUN_STORM + 8 * edge distance (0..4) + its relative rank` (rank 0: no such bia).
pub const KHUN_STORM: usize = KHUN_SHELTER_BIA + 32;
/// Such an enemy bia blocked by the own bia just in front of it, by its relative rank (0..8).
pub const KHUN_STORM_BLOCKED: usize = KHUN_STORM + 32;
/// The khun's file without own bia (+2) and without enemy bia (+1).
pub const KHUN_ON_FILE: usize = KHUN_STORM_BLOCKED + 8;
/// Number of features.
pub const COUNT: usize = KHUN_ON_FILE + 4;
