//! TRANDOM: the A5 vector unit's counter-based generator, Philox-4x32
//! (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC'11)
//! with 10 or 7 rounds, in the element order of pto-isa's A5 implementation
//! (include/pto/npu/a5/TRandom.hpp).
//!
//! A row is generated in chunks of 256 columns: 64 lanes, lane `l` running
//! Philox on counter `c + l`, its four output words stored at columns
//! 4l .. 4l + 3 of the chunk ("the normal generation order": the vector
//! unit interleaves the four word registers before storing). After a chunk
//! the counter `c` (128 bits, word 0 least significant) steps by 64, or
//! after the last chunk of a row by `(C - 1) mod 64 + 1` (C the valid
//! columns), as the hardware's loop does; the next row continues from there.

/// Philox-4x32's multipliers and Weyl key increments.
const MULTIPLIER: [u32; 2] = [0xD251_1F53, 0xCD9E_8D57];
const KEY_STEP: [u32; 2] = [0x9E37_79B9, 0xBB67_AE85];
/// 32-bit lanes of one vector register (256 bytes).
const LANES: u32 = 64;
/// Columns of one chunk: four words per lane.
const CHUNK: u32 = 4 * LANES;

/// The four words of Philox-4x32-`rounds` at `counter` under `key`.
pub(super) fn philox(mut counter: [u32; 4], mut key: [u32; 2], rounds: u32) -> [u32; 4] {
    for _ in 0..rounds {
        let product0 = u64::from(counter[0]) * u64::from(MULTIPLIER[0]);
        let product1 = u64::from(counter[2]) * u64::from(MULTIPLIER[1]);
        let (hi0, lo0) = ((product0 >> 32) as u32, product0 as u32);
        let (hi1, lo1) = ((product1 >> 32) as u32, product1 as u32);
        counter = [
            hi1 ^ counter[1] ^ key[0],
            lo1,
            hi0 ^ counter[3] ^ key[1],
            lo0,
        ];
        key[0] = key[0].wrapping_add(KEY_STEP[0]);
        key[1] = key[1].wrapping_add(KEY_STEP[1]);
    }
    counter
}

/// `counter + step` over 128 bits.
fn advance(counter: [u32; 4], step: u32) -> [u32; 4] {
    let wide = (u128::from(counter[3]) << 96
        | u128::from(counter[2]) << 64
        | u128::from(counter[1]) << 32
        | u128::from(counter[0]))
    .wrapping_add(u128::from(step));
    [
        wide as u32,
        (wide >> 32) as u32,
        (wide >> 64) as u32,
        (wide >> 96) as u32,
    ]
}

/// The valid region's words, row-major (`rows` x `cols`).
pub(super) fn generate(
    key: [u32; 2],
    counter: [u32; 4],
    rounds: u32,
    rows: u32,
    cols: u32,
) -> Vec<u32> {
    let mut out = vec![0; rows as usize * cols as usize];
    let chunks = cols.div_ceil(CHUNK);
    let mut base = counter;
    for row in 0..rows {
        for chunk in 0..chunks {
            for lane in 0..LANES {
                let words = philox(advance(base, lane), key, rounds);
                for (word, value) in words.into_iter().enumerate() {
                    let col = chunk * CHUNK + 4 * lane + word as u32;
                    if col < cols {
                        out[(row * cols + col) as usize] = value;
                    }
                }
            }
            let step = if chunk + 1 < chunks {
                LANES
            } else {
                (cols - 1) % LANES + 1
            };
            base = advance(base, step);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random123's known-answer vectors for philox4x32_10 (kat_vectors).
    #[test]
    fn philox_matches_the_published_answers() {
        assert_eq!(
            philox([0; 4], [0; 2], 10),
            [0x6627_e8d5, 0xe169_c58d, 0xbc57_ac4c, 0x9b00_dbd8]
        );
        assert_eq!(
            philox([u32::MAX; 4], [u32::MAX; 2], 10),
            [0x408f_276d, 0x41c8_3b0e, 0xa20b_c7c6, 0x6d54_51fd]
        );
        assert_eq!(
            philox(
                [0x243f_6a88, 0x85a3_08d3, 0x1319_8a2e, 0x0370_7344],
                [0xa409_3822, 0x299f_31d0],
                10
            ),
            [0xd16c_fe09, 0x94fd_cceb, 0x5001_e420, 0x24126ea1]
        );
    }

    #[test]
    fn a_counter_carries_across_words() {
        assert_eq!(advance([u32::MAX, u32::MAX, 0, 7], 2), [1, 0, 1, 7]);
    }
}
