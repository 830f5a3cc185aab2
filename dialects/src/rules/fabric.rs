//! Rules of the fabric dialect.

use super::RuleInput;
use crate::types;

/// `fabric.program`'s PEs: (x, y) pairs, non-negative, each once.
pub(super) fn fabric_pes(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let pes = types::array_attribute(&op, "pes")?;
    if pes.len() % 2 != 0 || pes.is_empty() {
        return Some(format!(
            "pes holds {} numbers; it holds (x, y) pairs",
            pes.len()
        ));
    }
    let mut seen = std::collections::BTreeSet::new();
    for pair in pes.chunks(2) {
        if pair[0] < 0 || pair[1] < 0 {
            return Some(format!(
                "PE ({}, {}) has a negative coordinate",
                pair[0], pair[1]
            ));
        }
        if !seen.insert((pair[0], pair[1])) {
            return Some(format!("PE ({}, {}) is listed twice", pair[0], pair[1]));
        }
    }
    None
}

/// The directions a `fabric.route` may name.
pub const FABRIC_DIRECTIONS: [&str; 5] = ["north", "south", "east", "west", "ramp"];

/// `fabric.route`: non-negative place and color, directions each once.
pub(super) fn fabric_route(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    if let Some(problem) = negative_place(&op) {
        return Some(problem);
    }
    // A route's list may be empty (no direction), unlike a switch position's.
    ["rx", "tx"].into_iter().find_map(|key| {
        let text = types::string_attribute(&op, key)?;
        bad_directions(
            key,
            text.split(',').map(str::trim).filter(|d| !d.is_empty()),
        )
    })
}

/// Negative place or color, if any, as a finding.
fn negative_place<'c: 'a, 'a>(
    op: &impl melior::ir::operation::OperationLike<'c, 'a>,
) -> Option<String> {
    ["x", "y", "color"].into_iter().find_map(|key| {
        types::int_attribute(op, key)
            .filter(|v| *v < 0)
            .map(|v| format!("{key} is {v}; it must be non-negative"))
    })
}

/// What is wrong with one list of directions, if anything.
fn bad_directions<'t>(key: &str, directions: impl Iterator<Item = &'t str>) -> Option<String> {
    let mut seen = Vec::new();
    for direction in directions {
        if !FABRIC_DIRECTIONS.contains(&direction) {
            return Some(format!(
                "{key} names `{direction}`; directions are {}",
                FABRIC_DIRECTIONS.join(", ")
            ));
        }
        if seen.contains(&direction) {
            return Some(format!("{key} names `{direction}` twice"));
        }
        seen.push(direction);
    }
    None
}

/// The pop modes a `fabric.switch` may name.
pub const FABRIC_POP_MODES: [&str; 3] = ["no_pop", "always_pop", "pop_on_advance"];

/// `fabric.switch`: at most three positions, each empty, `rx=` one
/// direction or `tx=` directions; a valid current position; a pop mode.
pub(super) fn fabric_switch(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    if let Some(problem) = negative_place(&op) {
        return Some(problem);
    }
    let positions = types::string_attribute(&op, "positions")?;
    let positions: Vec<&str> = positions.split(';').collect();
    if positions.len() > 3 {
        return Some(format!(
            "{} positions; a switch has positions 1 to 3",
            positions.len()
        ));
    }
    for (k, position) in positions.iter().enumerate() {
        let problem = match position.split_once('=') {
            None if position.is_empty() => None,
            Some(("rx", names)) if names.contains(',') => Some(format!(
                "position {} receives from `{names}`; a position receives from one direction",
                k + 1
            )),
            Some((key @ ("rx" | "tx"), names)) => {
                bad_directions(key, names.split(',').map(str::trim))
            }
            _ => Some(format!(
                "position {} is `{position}`; it is empty, `rx=<direction>` or `tx=<directions>`",
                k + 1
            )),
        };
        if problem.is_some() {
            return problem;
        }
    }
    let current = types::int_attribute(&op, "current")?;
    let valid = |k: i64| k == 0 || positions.get(k as usize - 1).is_some_and(|p| !p.is_empty());
    if !(0..=3).contains(&current) || !valid(current) {
        return Some(format!("current is {current}; it is 0 or a valid position"));
    }
    let pop_mode = types::string_attribute(&op, "pop_mode")?;
    if !FABRIC_POP_MODES.contains(&pop_mode.as_str()) {
        return Some(format!(
            "pop_mode is `{pop_mode}`; it is one of {}",
            FABRIC_POP_MODES.join(", ")
        ));
    }
    None
}

/// `fabric.filter`: an index range within 16 bits, not empty.
pub(super) fn fabric_filter(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    if let Some(problem) = negative_place(&op) {
        return Some(problem);
    }
    let min = types::int_attribute(&op, "min_idx")?;
    let max = types::int_attribute(&op, "max_idx")?;
    if !(0..=0xffff).contains(&min) || !(0..=0xffff).contains(&max) || min > max {
        return Some(format!(
            "the index range is {min}..={max}; it is within 0..=65535 and not empty"
        ));
    }
    None
}

/// `fabric.counter_filter`: its counts within 16 bits.
pub(super) fn fabric_counter_filter(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    if let Some(problem) = negative_place(&op) {
        return Some(problem);
    }
    for name in ["init_counter", "limit1", "limit2", "max_counter"] {
        // The limits are -1 when not given.
        let least = if name.starts_with("limit") { -1 } else { 0 };
        if let Some(value) =
            types::int_attribute(&op, name).filter(|v| !(least..=0xffff).contains(v))
        {
            return Some(format!(
                "`{name}` is {value}; a filter's counts are within 0..=65535"
            ));
        }
    }
    use melior::ir::operation::OperationLike;
    let limit2 = types::int_attribute(&op, "limit2").unwrap_or(-1);
    if limit2 >= 0 && op.attribute("sparse").is_err() {
        return Some("`limit2` belongs to a sparse counter filter".to_string());
    }
    None
}

/// The SIMD classes of `[cycles.simd]` (arch/wse2.toml): what
/// `fabric.dsd_begin` may name.
pub const FABRIC_DSD_CLASSES: [&str; 6] = ["fadds", "fmacs", "fmovs", "mov32", "mov16", "faddh"];

/// `fabric.dsd_begin`: a known class, a non-negative element count.
pub(super) fn fabric_dsd_class(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let class = types::string_attribute(&op, "class")?;
    if !FABRIC_DSD_CLASSES.contains(&class.as_str()) {
        return Some(format!(
            "class is `{class}`; the classes are {}",
            FABRIC_DSD_CLASSES.join(", ")
        ));
    }
    match types::int_attribute(&op, "elements") {
        Some(n) if n < 0 => Some(format!("elements is {n}; it must be non-negative")),
        _ => None,
    }
}

/// The formats of `fabric.trace` (tanto_arch::wse::LogFormat, by name);
/// `fabric.print` takes all but the last two.
pub const FABRIC_LOG_FORMATS: [&str; 12] = [
    "char",
    "u16",
    "i16",
    "u32",
    "i32",
    "u16_hex",
    "u32_hex",
    "f32",
    "f16",
    "bool",
    "string_end",
    "timestamp",
];

/// `fabric.print` / `fabric.trace`: a format the op takes; a trace buffer
/// that holds something.
pub(super) fn fabric_log_format(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let format = types::string_attribute(&op, "format")?;
    // Only `fabric.trace` has a key.
    let trace = types::string_attribute(&op, "key").is_some();
    let allowed = if trace {
        &FABRIC_LOG_FORMATS[..]
    } else {
        &FABRIC_LOG_FORMATS[..10]
    };
    if !allowed.contains(&format.as_str()) {
        return Some(format!(
            "format is `{format}`; the formats are {}",
            allowed.join(", ")
        ));
    }
    match types::int_attribute(&op, "capacity") {
        Some(n) if trace && n < 1 => Some(format!("capacity is {n}; it must be positive")),
        _ => None,
    }
}

/// `fabric.async`: an outlined function's name, a queue, a completion
/// word the runtime can read (docs/abi.md, `tanto_rt_csl_async`).
pub(super) fn fabric_async(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let function = types::string_attribute(&op, "function")?;
    let numbered = function
        .strip_prefix("__csl_async_")
        .is_some_and(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()));
    if !numbered {
        return Some(format!(
            "function is `{function}`; an asynchronous operation is `__csl_async_<k>`"
        ));
    }
    if let Some(queue) = types::int_attribute(&op, "queue").filter(|q| *q < 0) {
        return Some(format!("queue is {queue}; it must be non-negative"));
    }
    let completion = types::int_attribute(&op, "completion")?;
    let valid =
        completion == -1 || ((completion >> 8) == 1 || (completion >> 8) == 2) && completion >= 0;
    if !valid {
        return Some(format!(
            "completion is {completion}; it is -1, or 1 << 8 | id (activate) or 2 << 8 | id (unblock)"
        ));
    }
    None
}
