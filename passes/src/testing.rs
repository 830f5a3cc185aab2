//! Helpers of the unit tests.

/// Random cases, reproducible: `cases` lists of 1 to `longest` items, item
/// `i` of a list made by `item(i, next)`, where `next(bound)` is the next
/// number below `bound` of a xorshift generator started at `seed` (not 0).
pub fn random_lists<T>(
    seed: u64,
    cases: usize,
    longest: u64,
    mut item: impl FnMut(usize, &mut dyn FnMut(u64) -> u64) -> T,
) -> Vec<Vec<T>> {
    let mut seed = seed;
    let mut next = move |bound: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % bound
    };
    (0..cases)
        .map(|_| {
            let length = 1 + next(longest) as usize;
            (0..length).map(|i| item(i, &mut next)).collect()
        })
        .collect()
}
