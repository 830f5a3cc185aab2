//! Loop trip counts: how many times an `scf.for` runs, when its bounds are
//! known before the kernel runs (see [`super::values::evaluate`]).

use super::protocol::Trips;
use super::values::{evaluate_on, CoreValues};
use melior::ir::{OperationRef, Value};
use tanto_dialects::scf::ForOp;

/// The trip count of an `scf.for`, or why it is not known.
pub fn trip_count(op: &OperationRef) -> Trips {
    trip_count_on(op, &CoreValues::new())
}

/// [`trip_count`] on a core with per-core argument values `core`.
pub fn trip_count_on(op: &OperationRef, core: &CoreValues) -> Trips {
    let Some(lp) = ForOp::cast(*op) else {
        return Trips::Unknown("not an scf.for".into());
    };
    let bound = |value: Result<Value, melior::Error>| {
        value
            .map_err(|_| "a malformed loop".to_string())
            .and_then(|v| evaluate_on(v, core))
    };
    match (
        bound(lp.lower_bound()),
        bound(lp.upper_bound()),
        bound(lp.step()),
    ) {
        (Ok(lower), Ok(upper), Ok(step)) if step > 0 => Trips::Known(trips(lower, upper, step)),
        (Ok(_), Ok(_), Ok(_)) => Trips::Unknown("the loop step is not positive".into()),
        (Err(why), _, _) | (_, Err(why), _) | (_, _, Err(why)) => Trips::Unknown(why),
    }
}

/// The trip count, when known.
pub fn known_trip_count(op: &OperationRef) -> Option<u64> {
    match trip_count(op) {
        Trips::Known(n) => Some(n),
        Trips::Unknown(_) => None,
    }
}

/// Iterations of `for i = lower; i < upper; i += step` (step > 0).
fn trips(lower: i64, upper: i64, step: i64) -> u64 {
    if upper > lower {
        (upper.abs_diff(lower)).div_ceil(step as u64)
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::trips;

    #[test]
    fn counts_partial_last_iterations_and_empty_loops() {
        assert_eq!(trips(0, 10, 1), 10);
        assert_eq!(trips(0, 10, 3), 4);
        assert_eq!(trips(5, 5, 1), 0);
        assert_eq!(trips(7, 2, 1), 0);
        assert_eq!(trips(-4, 4, 4), 2);
    }
}
