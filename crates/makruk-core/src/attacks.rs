//! Attack sets of every piece kind.
//!
//! Leapers (khun, met, khon, ma, bia) come from small tables computed at compile
//! time. Ruea (rook) attacks use magic bitboards: only the 64 magic numbers are
//! shipped; the 800 KiB lookup table lives in zero-initialised static memory and
//! is filled on first use (a few milliseconds, also in wasm).

use crate::{Bitboard, Color, Square};
use core::cell::UnsafeCell;
use core::sync::atomic::{AtomicU8, Ordering};

const fn leaper_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < deltas.len() {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

/// Raw khun attack table, indexed by square index (for code working on `u64` bitboards).
pub static KHUN: [u64; 64] = leaper_table(&[
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
]);
/// Raw met attack table, indexed by square index.
pub static MET: [u64; 64] = leaper_table(&[(1, 1), (1, -1), (-1, 1), (-1, -1)]);
/// Raw ma attack table, indexed by square index.
pub static MA: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
/// Raw khon attack tables, indexed by colour index (White forward is up), then square index.
pub static KHON: [[u64; 64]; 2] = [
    leaper_table(&[(1, 1), (1, -1), (-1, 1), (-1, -1), (0, 1)]),
    leaper_table(&[(1, 1), (1, -1), (-1, 1), (-1, -1), (0, -1)]),
];
/// Raw bia capture tables, indexed by colour index, then square index.
pub static BIA: [[u64; 64]; 2] = [
    leaper_table(&[(1, 1), (-1, 1)]),
    leaper_table(&[(1, -1), (-1, -1)]),
];

/// Squares a khun on `sq` attacks.
#[inline]
pub fn khun_attacks(sq: Square) -> Bitboard {
    Bitboard(KHUN[sq.index()])
}

/// Squares a met (or promoted bia) on `sq` attacks.
#[inline]
pub fn met_attacks(sq: Square) -> Bitboard {
    Bitboard(MET[sq.index()])
}

/// Squares a ma on `sq` attacks.
#[inline]
pub fn ma_attacks(sq: Square) -> Bitboard {
    Bitboard(MA[sq.index()])
}

/// Squares a khon of `color` on `sq` attacks (diagonals and one step forward).
#[inline]
pub fn khon_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(KHON[color.index()][sq.index()])
}

/// Squares a bia of `color` on `sq` attacks (the two forward diagonals).
#[inline]
pub fn bia_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(BIA[color.index()][sq.index()])
}

/// The rank and file through `sq` without `sq`: where a ruea on `sq` could go on an empty board.
#[inline]
pub fn ruea_pseudo_attacks(sq: Square) -> Bitboard {
    (Bitboard::rank(sq.rank()) ^ Bitboard::file(sq.file())) & !Bitboard::from_square(sq)
}

/// Squares a ruea on `sq` attacks given the occupied squares `occupied`.
#[inline]
pub fn ruea_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let table = magic_table();
    let m = &MAGICS[sq.index()];
    let index = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize + m.offset;
    Bitboard(table[index])
}

/// Squares strictly between `a` and `b` if they share a rank or file, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    if a.rank() == b.rank() || a.file() == b.file() {
        ruea_attacks(a, Bitboard::from_square(b)) & ruea_attacks(b, Bitboard::from_square(a))
    } else {
        Bitboard::EMPTY
    }
}

/// The whole rank or file through `a` and `b` if they share one, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    if a.rank() == b.rank() {
        Bitboard::rank(a.rank())
    } else if a.file() == b.file() {
        Bitboard::file(a.file())
    } else {
        Bitboard::EMPTY
    }
}

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

#[rustfmt::skip]
const MAGIC_NUMBERS: [u64; 64] = [
    0x2080002080400010, 0x00c0002001401000, 0x2100110008402002, 0x0880080081041000,
    0x0200020020041008, 0x2300040008010012, 0x0c00283004008201, 0x0180010000407a80,
    0x0168800080400020, 0x0010400040201000, 0x1001002001001048, 0x1001002408100100,
    0x0801000408010012, 0x4001000209000400, 0x08a20004c8020001, 0x2002801145002280,
    0x0080860021004200, 0x001000c009402002, 0x00b0002004002800, 0x100a808010020800,
    0x8101010008000410, 0x0244008002000480, 0x0000040010810208, 0x2000020000448534,
    0x4104400480008033, 0x0000810100204000, 0x0440430900200010, 0x4600240900100100,
    0x0060080080040080, 0x0001000300080400, 0x0004084400011002, 0x0023040200008041,
    0x0580050043002080, 0x0400804002802008, 0x0001002001004010, 0x1000200901001000,
    0x4410800801800c00, 0xa012003806001004, 0x0020100104008802, 0x0004808402000041,
    0x0010400170898000, 0x0080500020004004, 0x1040408012020020, 0x8010040008004040,
    0x2001080100110004, 0x0000020004008080, 0x0021010810040002, 0x0800008c43020024,
    0x0000800021005100, 0x0070201040008080, 0x0000d04282006a00, 0x0010014400080240,
    0x0001080110050100, 0x0012000810240600, 0x0402000801040200, 0x028100108a004100,
    0x0050800300102045, 0x8208210040120882, 0x8010600101183441, 0x020b000910006045,
    0x0241001002480005, 0x0081000400880241, 0x0000009008024124, 0x0048122980410402,
];

/// The ruea's directions as (file, rank) steps.
const RUEA_DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// The squares whose occupancy changes a ruea's attacks from `sq`: its rays without their edge squares.
const fn relevant_mask(sq: usize) -> u64 {
    const fn on_board(coordinate: i32) -> bool {
        0 <= coordinate && coordinate < 8
    }
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut m = 0u64;
    let mut ray = 0;
    while ray < RUEA_DIRECTIONS.len() {
        let (df, dr) = RUEA_DIRECTIONS[ray];
        let (mut x, mut y) = (f + df, r + dr);
        // A square on the ray counts while the ray goes on past it: the edge square never blocks.
        while on_board(x + df) && on_board(y + dr) {
            m |= 1 << (y * 8 + x);
            x += df;
            y += dr;
        }
        ray += 1;
    }
    m
}

const MAGICS: [Magic; 64] = {
    let mut magics = [const {
        Magic {
            mask: 0,
            magic: 0,
            shift: 0,
            offset: 0,
        }
    }; 64];
    let mut offset = 0;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant_mask(sq);
        let bits = mask.count_ones();
        magics[sq] = Magic {
            mask,
            magic: MAGIC_NUMBERS[sq],
            shift: 64 - bits,
            offset,
        };
        offset += 1 << bits;
        sq += 1;
    }
    magics
};

const TABLE_SIZE: usize = {
    let mut size = 0;
    let mut sq = 0;
    while sq < 64 {
        size += 1 << relevant_mask(sq).count_ones();
        sq += 1;
    }
    size
};

/// Ruea attacks by walking the board, used to fill the magic table.
fn slow_ruea_attacks(sq: usize, occupied: u64) -> u64 {
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut attacks = 0u64;
    for (df, dr) in RUEA_DIRECTIONS {
        let (mut x, mut y) = (f + df, r + dr);
        while (0..8).contains(&x) && (0..8).contains(&y) {
            let bit = 1u64 << (y * 8 + x);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            x += df;
            y += dr;
        }
    }
    attacks
}

struct MagicTable {
    state: AtomicU8,
    data: UnsafeCell<[u64; TABLE_SIZE]>,
}

// SAFETY: `data` is written only once, by the thread that moved `state` from
// EMPTY to FILLING; readers wait until `state` is READY (release/acquire).
unsafe impl Sync for MagicTable {}

const EMPTY: u8 = 0;
const FILLING: u8 = 1;
const READY: u8 = 2;

static TABLE: MagicTable = MagicTable {
    state: AtomicU8::new(EMPTY),
    data: UnsafeCell::new([0; TABLE_SIZE]),
};

#[inline]
fn magic_table() -> &'static [u64; TABLE_SIZE] {
    if TABLE.state.load(Ordering::Acquire) != READY {
        fill_magic_table();
    }
    // SAFETY: the table is READY, so it is never written again.
    unsafe { &*TABLE.data.get() }
}

#[cold]
fn fill_magic_table() {
    match TABLE
        .state
        .compare_exchange(EMPTY, FILLING, Ordering::Acquire, Ordering::Acquire)
    {
        Ok(_) => {
            // SAFETY: we are the only writer (state FILLING) and no reader looks before READY.
            let data = unsafe { &mut *TABLE.data.get() };
            for (sq, m) in MAGICS.iter().enumerate() {
                let mut subset = 0u64;
                loop {
                    let index = (subset.wrapping_mul(m.magic) >> m.shift) as usize + m.offset;
                    data[index] = slow_ruea_attacks(sq, subset);
                    subset = subset.wrapping_sub(m.mask) & m.mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
            TABLE.state.store(READY, Ordering::Release);
        }
        Err(_) => {
            while TABLE.state.load(Ordering::Acquire) != READY {
                core::hint::spin_loop();
            }
        }
    }
}

/// Fills the ruea lookup table now instead of at the first ruea move (optional).
pub fn init() {
    let _ = magic_table();
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    #[test]
    fn ruea_matches_slow_walk() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(0x1234_5678_9abc_def1);
        for _ in 0..2000 {
            let x = rng.next_u64();
            let occ = x & x.rotate_left(17);
            for sq in Square::ALL {
                assert_eq!(
                    ruea_attacks(sq, Bitboard(occ)).0,
                    slow_ruea_attacks(sq.index(), occ)
                );
            }
        }
    }

    #[test]
    fn leapers() {
        let d1 = Square::new(3, 0);
        assert_eq!(khun_attacks(d1).count(), 5);
        assert_eq!(khon_attacks(Color::White, d1).count(), 3);
        assert_eq!(khon_attacks(Color::Black, Square::new(3, 7)).count(), 3);
        assert_eq!(ma_attacks(Square::new(0, 0)).count(), 2);
        assert_eq!(met_attacks(Square::new(4, 4)).count(), 4);
        assert_eq!(bia_attacks(Color::Black, Square::new(0, 5)).count(), 1);
        let a1 = Square::new(0, 0);
        let a8 = Square::new(0, 7);
        assert_eq!(between(a1, a8).count(), 6);
        assert!(between(a1, Square::new(1, 1)).is_empty());
        assert_eq!(ruea_pseudo_attacks(a1).count(), 14);
    }
}
